// The built app started as `npm start` runs it in production, on its own embedded database, and a signed-in
// resident's session in it: shared by run.mjs (Lighthouse) and trace.mjs (Chromium traces).
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN = { email: 'lighthouse-admin@example.test', password: 'lighthouse admin password' };
const RESIDENT = 'lighthouse-resident@example.test';

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** The app as `npm start` runs it (building what is stale first), in production, on a fresh data folder. */
export async function startApp() {
  const dataDir = await mkdtemp(join(tmpdir(), 'hub-lighthouse-'));
  // The embedded PostgreSQL runs as the postgres user when this runs as root; it must reach the folder.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: '',
      SMTP_URL: '',
      RESIDENT_SIGN_IN: 'email',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the app did not start within 3 minutes');
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

async function call(url, path, body, sessionId) {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(sessionId ? { authorization: `Bearer ${sessionId}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A whitelisted resident's session, opened through the API as the login pages do. */
export async function residentSession(url) {
  const admin = await call(url, '/auth/admin-login', { username: ADMIN.email, password: ADMIN.password });
  await call(url, '/admin/whitelist', { email: RESIDENT }, admin.sessionId);
  const resident = await call(url, '/auth/login', { email: RESIDENT });
  return resident.sessionId;
}
