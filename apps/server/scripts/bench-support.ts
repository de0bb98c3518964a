/**
 * What the benchmarks share: starting a process to measure (the app as `npm start` runs it, or the hello-world
 * beside it), and timing one request on its own.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/lib/free-port.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export type MeasuredProcess = { url: string; pid: number; stop: () => Promise<void> };

/**
 * Starts `node ...args` from the repository's root on a free port of loopback (PORT and HOST), with `env` added,
 * its output appended to `logFile`: as under systemd it goes to the journal, read by another process, not by the
 * one that runs the load. Ready once GET `readyPath` answers 2xx; if it exits first, or is not ready within 3
 * minutes, the error carries the end of its log.
 */
export async function startMeasuredProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  { logFile, readyPath }: { logFile: string; readyPath: string },
): Promise<MeasuredProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const logTail = () => readFileSync(logFile, 'utf8').slice(-20_000);
  const stop = async () => {
    if (exitCode === undefined) child.kill('SIGTERM');
    await exited;
  };
  for (const started = Date.now(); Date.now() - started < 180_000;) {
    if (exitCode !== undefined) throw new Error(`${args.join(' ')} exited (${exitCode}):\n${logTail()}`);
    const isReady = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) return { url, pid: child.pid as number, stop };
    await new Promise((wait) => setTimeout(wait, 250));
  }
  await stop();
  throw new Error(`${args.join(' ')} was not ready within 3 minutes:\n${logTail()}`);
}

/**
 * The app as `npm start` runs it in production, on `databaseUrl`, with a data folder (in `folder`) and a secret of
 * its own; `env` adds to or overrides that.
 */
export const startApp = (databaseUrl: string, folder: string, env: NodeJS.ProcessEnv = {}) =>
  startMeasuredProcess(
    ['scripts/start.mjs'],
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(folder, 'data'),
      APP_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    { logFile: join(folder, 'app.log'), readyPath: '/readyz' },
  );

/** Signs in through the app's API (`path` is the sign-in route) and returns the session's bearer token. */
export async function signIn(url: string, path: string, body: object): Promise<string> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

/** One GET, timed from before it is sent to the last byte of its answer, in milliseconds. */
function timedGet(agent: Agent, url: URL, path: string, headers: Record<string, string>) {
  return new Promise<number>((done, fail) => {
    const started = process.hrtime.bigint();
    const sent = request({ host: url.hostname, port: url.port, path, agent, headers }, (response) => {
      if (response.statusCode !== 200) fail(new Error(`${path}: ${response.statusCode}`));
      response.resume();
      response.on('end', () => done(Number(process.hrtime.bigint() - started) / 1e6));
    });
    sent.on('error', fail);
    sent.end();
  });
}

/**
 * How long `requests` GETs take one after the other on one kept-alive connection, after `warmUp` unmeasured
 * ones: the times in milliseconds, shortest first. `nextPath` gives each request's path.
 */
export async function timeOneAtATime(
  url: string,
  nextPath: () => string,
  headers: Record<string, string>,
  { requests, warmUp = 20 }: { requests: number; warmUp?: number },
): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  try {
    for (let i = 0; i < warmUp; i++) await timedGet(agent, target, nextPath(), headers);
    const times: number[] = [];
    for (let i = 0; i < requests; i++) times.push(await timedGet(agent, target, nextPath(), headers));
    return times.sort((a, b) => a - b);
  } finally {
    agent.destroy();
  }
}

/** The value below which `share` of the sorted values lie. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
