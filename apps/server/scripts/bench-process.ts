/**
 * A process a benchmark measures: the app as `npm start` runs it, or the hello-world beside it. Its output goes to
 * a file, as under systemd it goes to the journal: read by another process, not by the one that runs the load.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/lib/free-port.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export type MeasuredProcess = { url: string; pid: number; stop: () => Promise<void> };

/**
 * Starts `node ...args` from the repository's root on a free port of loopback (PORT and HOST), with `env` added,
 * its output appended to `logFile`. Ready once GET `readyPath` answers 2xx; if it exits first, or is not ready
 * within 3 minutes, the error carries the end of its log.
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
