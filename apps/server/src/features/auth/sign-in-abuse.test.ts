import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIGN_IN_MESSAGES } from '@hub/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, startTestQueue } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { outbox } from '../mail/mail.table.ts';
import { grantAccess } from '../whitelist/whitelist.service.ts';
import { upsertAdmin } from './auth.service.ts';
import { HASHING_LIMITS } from './hashing-gate.ts';
import { SIGN_IN_MAILS } from './sign-in-codes.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
// A built web app of one page and one asset, to see that static files are served while sign-in is busy.
const webDist = await mkdtemp(join(tmpdir(), 'hub-web-'));
await mkdir(join(webDist, 'assets'));
await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Community Hub</title>');
await writeFile(
  join(webDist, 'assets', 'app-1234.js'),
  `console.log(${JSON.stringify('x'.repeat(50_000))});`,
);
afterAll(() => rm(webDist, { recursive: true, force: true }));

const t = await createTestApp({
  environment: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://hub.example' },
  webDist,
});
const { app, db } = t;
await startTestQueue(t);

const RESIDENT = 'victim@hub.test';
const ADMIN_EMAIL = 'the-admin@hub.test';
const STRANGER = 'stranger@hub.test';
await grantAccess(db, { email: RESIDENT, name: 'Victim', unit: 'A-1', phone: null }, 'test');
await grantAccess(db, { email: 'oracle-resident@hub.test', name: 'Res', unit: 'A-2', phone: null }, 'test');
await upsertAdmin(db, { email: ADMIN_EMAIL, password: 'a long administrator password' });

const codeIn = (text: string | undefined) => /sign-in code is (\d{6})/.exec(text ?? '')?.[1] ?? '';
const mailsTo = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email));
const post = (url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

describe('no aimed lockout (issue 28)', () => {
  it('a flood from one address never keeps a resident from signing in from their own device', async () => {
    const attacker = '192.0.2.66';
    const home = '198.51.100.66';
    // The stranger asks for the resident's code over and over.
    const flood = [];
    for (let i = 0; i < 12; i++)
      flood.push((await post('/api/auth/login', { email: RESIDENT }, attacker)).statusCode);
    expect(flood.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(flood.slice(10)).toEqual([429, 429]);
    // ...and guesses at it.
    const guesses = [];
    for (let i = 0; i < 7; i++)
      guesses.push(
        (await post('/api/auth/verify-code', { email: RESIDENT, code: '000000' }, attacker)).statusCode,
      );
    expect(guesses.every((status) => status === 400)).toBe(true);

    // The resident, at home, is not held up: their request is answered, and the code on its way still works.
    const mine = await post('/api/auth/login', { email: RESIDENT }, home);
    expect(mine.statusCode).toBe(200);
    await smtp.waitFor(RESIDENT);
    // Every mail carries the same code: asking again re-sent it rather than voiding it.
    await new Promise((wait) => setTimeout(wait, 500));
    const codes = new Set(mailsTo(RESIDENT).map((m) => codeIn(m.text)));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    const signedIn = await post('/api/auth/verify-code', { email: RESIDENT, code: code ?? '' }, home);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(RESIDENT);
    // The mailbox got at most SIGN_IN_MAILS.mails mails for the whole flood.
    const queued = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, RESIDENT), eq(outbox.kind, 'sign-in-code')));
    expect(queued.length).toBeGreaterThanOrEqual(1);
    expect(queued.length).toBeLessThanOrEqual(SIGN_IN_MAILS.mails);
  });
});

/** Every route anyone may call without a session, as the OpenAPI document lists them (security: []). */
async function anonymousRoutes() {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => Array.isArray(operation.security) && operation.security.length === 0)
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

let lastAddress = 0;
const freshAddress = () => `203.0.113.${++lastAddress}`;
const forgedToken = (email: string) => `${Buffer.from(email).toString('base64url')}~jobs.${'A'.repeat(43)}`;

/** How each anonymous route is called for an address: the request names the address wherever it can. */
type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
const CALLS: Record<string, (email: string) => Call> = {
  'POST /api/auth/login': (email) => ({ method: 'POST', url: '/api/auth/login', payload: { email } }),
  'GET /api/auth/sign-in-mode': () => ({ method: 'GET', url: '/api/auth/sign-in-mode' }),
  'POST /api/auth/verify-code': (email) => ({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { email, code: '000000' },
  }),
  'POST /api/auth/link': (email) => ({
    method: 'POST',
    url: '/api/auth/link',
    payload: { token: forgedToken(email) },
  }),
  'POST /api/auth/invite': (email) => ({
    method: 'POST',
    url: '/api/auth/invite',
    payload: { token: forgedToken(email) },
  }),
  'POST /api/auth/admin-login': (email) => ({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { username: email, password: 'not the password at all' },
  }),
  'POST /api/auth/admin-login/two-factor': (email) => ({
    method: 'POST',
    url: '/api/auth/admin-login/two-factor',
    payload: { challenge: forgedToken(email), code: '000000' },
  }),
  'POST /api/access-requests/': (email) => ({
    method: 'POST',
    url: '/api/access-requests',
    payload: { fullName: 'Someone', email, unitNumber: 'Z-9', mobile: null },
  }),
  'POST /api/passkeys/sign-in/options': () => ({ method: 'POST', url: '/api/passkeys/sign-in/options' }),
  'POST /api/passkeys/sign-in': (email) => ({
    method: 'POST',
    url: '/api/passkeys/sign-in',
    payload: { challengeId: '00000000-0000-4000-8000-000000000000', response: { id: email } },
  }),
  'GET /api/mail/unsubscribe': (email) => ({
    method: 'GET',
    url: `/api/mail/unsubscribe?token=${forgedToken(email)}`,
  }),
  'POST /api/mail/unsubscribe': (email) => ({
    method: 'POST',
    url: `/api/mail/unsubscribe?token=${forgedToken(email)}`,
  }),
};

describe('no account oracle (issue 28)', () => {
  const people = { resident: 'oracle-resident@hub.test', stranger: STRANGER, administrator: ADMIN_EMAIL };

  it('answers every anonymous route alike for a resident, a stranger and an administrator', async () => {
    const routes = await anonymousRoutes();
    // A new anonymous route must be added here, so that it is checked too.
    expect(routes.sort()).toEqual(Object.keys(CALLS).sort());
    for (const route of routes) {
      const answers = [];
      for (const [who, email] of Object.entries(people)) {
        const call = CALLS[route];
        if (!call) throw new Error(`no call for ${route}`);
        const response = await app.inject({ ...call(email), remoteAddress: freshAddress() });
        // The answer may repeat the address it was given; nothing else may differ.
        // Fresh random challenges differ on every call, for everyone alike.
        const body = response.body
          .replaceAll(email, '<email>')
          .replace(/"(challenge|challengeId)":"[^"]+"/g, '"$1":"<random>"');
        answers.push({ who, status: response.statusCode, body });
      }
      const [first, ...others] = answers;
      for (const other of others)
        expect({ route, status: other.status, body: other.body }).toEqual({
          route,
          status: first?.status,
          body: first?.body,
        });
    }
  });

  it('tells a wrong code the same way whether or not a code was ever mailed', async () => {
    await post('/api/auth/login', { email: people.resident }, freshAddress());
    await smtp.waitFor(people.resident);
    const forResident = await post(
      '/api/auth/verify-code',
      { email: people.resident, code: '999999' },
      freshAddress(),
    );
    const forStranger = await post(
      '/api/auth/verify-code',
      { email: STRANGER, code: '999999' },
      freshAddress(),
    );
    expect(forResident.statusCode).toBe(400);
    expect(forResident.json()).toEqual(forStranger.json());
    expect(forResident.json().error.message).toBe(SIGN_IN_MESSAGES.codeNotAccepted);
  });

  // The same work either way is what makes the timing alike (a background job decides whether to mail; a stand-in
  // code is hashed and counted): the test checks the answers pair by pair and prints the medians, which
  // docs/security.md records. A time limit here would fail on a busy machine, not on an oracle.
  it('answers /login, /verify-code and access requests alike for a resident and a stranger, 41 times each', async () => {
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    // The answer with the address it was asked about replaced, which it may echo.
    const timed = async (url: string, payload: { email: string }) => {
      const started = process.hrtime.bigint();
      const response = await post(url, payload, freshAddress());
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      return { ms, status: response.statusCode, body: response.body.replaceAll(payload.email, 'ADDRESS') };
    };
    const figures: Record<string, number> = {};
    const request = { fullName: 'Someone', unitNumber: 'Z-9', mobile: null };
    for (const [url, extra] of [
      ['/api/auth/login', {}],
      ['/api/auth/verify-code', { code: '123456' }],
      ['/api/access-requests', request],
    ] as const) {
      const resident: number[] = [];
      const stranger: number[] = [];
      // Interleaved, so a slow moment of the machine falls on both alike.
      for (let i = 0; i < 41; i++) {
        const forResident = await timed(url, { email: people.resident, ...extra });
        const forStranger = await timed(url, { email: `nobody-${i}@hub.test`, ...extra });
        expect({ status: forResident.status, body: forResident.body }).toEqual({
          status: forStranger.status,
          body: forStranger.body,
        });
        resident.push(forResident.ms);
        stranger.push(forStranger.ms);
      }
      figures[`${url} resident`] = Math.round(median(resident) * 10) / 10;
      figures[`${url} stranger`] = Math.round(median(stranger) * 10) / 10;
    }
    console.info('median ms', JSON.stringify(figures));
  });
});

describe('bounded password hashing (issue 28)', () => {
  it('serves static files and downloads while 40 wrong admin logins arrive at once', async () => {
    const resident = await grantAccess(
      db,
      { email: 'files@hub.test', name: 'Files', unit: 'F-1', phone: null },
      'test',
    ).then(async () => {
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'files@hub.test' } });
      const code = codeIn((await smtp.waitFor('files@hub.test')).text);
      const signedIn = await post(
        '/api/auth/verify-code',
        { email: 'files@hub.test', code },
        '198.51.100.99',
      );
      return bearer(signedIn.json().sessionId);
    });
    const body = multipart({}, [{ field: 'file', name: 'cv.pdf', content: PDF }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/files?purpose=cv',
      payload: body.payload,
      headers: { ...body.headers, ...resident.headers },
    });
    expect(uploaded.statusCode).toBe(201);
    const { storageId } = uploaded.json();

    const timedRequest = async (
      request: Call & { remoteAddress?: string; headers?: Record<string, string> },
    ) => {
      const started = performance.now();
      const response = await app.inject(request);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const logins = Array.from({ length: 40 }, (_, i) =>
      timedRequest({
        method: 'POST',
        url: '/api/auth/admin-login',
        payload: { username: ADMIN_EMAIL, password: `wrong password number ${i}` },
        remoteAddress: `100.64.0.${i + 1}`,
      }),
    );
    // Asked while the hashes are running and waiting.
    await new Promise((wait) => setTimeout(wait, 20));
    const [asset, download] = await Promise.all([
      timedRequest({ method: 'GET', url: '/assets/app-1234.js' }),
      timedRequest({ method: 'GET', url: `/api/files/${storageId}`, ...resident }),
    ]);
    const answered = await Promise.all(logins);
    expect(asset.status).toBe(200);
    expect(download.status).toBe(200);
    // Each login is a wrong password (401) or was turned away while the gate was full (503, Retry-After).
    expect(answered.every((login) => login.status === 401 || login.status === 503)).toBe(true);
    expect(answered.filter((login) => login.status === 401).length).toBeGreaterThanOrEqual(
      HASHING_LIMITS.running,
    );
    console.info(
      'while 40 wrong admin logins ran:',
      JSON.stringify({
        assetMs: Math.round(asset.ms),
        downloadMs: Math.round(download.ms),
        logins401: answered.filter((login) => login.status === 401).length,
        logins503: answered.filter((login) => login.status === 503).length,
        slowestLoginMs: Math.round(Math.max(...answered.map((login) => login.ms))),
      }),
    );
  });

  it('answers a turned-away sign-in with 503 and Retry-After', async () => {
    const logins = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/admin-login',
          payload: { username: ADMIN_EMAIL, password: `another wrong one ${i}` },
          remoteAddress: `100.65.0.${i + 1}`,
        }),
      ),
    );
    const busy = logins.find((login) => login.statusCode === 503);
    expect(busy).toBeDefined();
    expect(Number(busy?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
