import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createTestApp, signInAdmin, signInResident } from './test/helper.ts';

// A tiny built web app: index.html with the nonce placeholder and an inline script, a prerendered page, one hashed
// asset.
const webDist = await mkdtemp(join(tmpdir(), 'hub-web-'));
await mkdir(join(webDist, 'assets'));
const inlineScript = 'document.documentElement.dataset.scheme = "light";';
const page = (body: string) =>
  `<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__" /><script>${inlineScript}</script>` +
  `</head><body>${body}</body></html>`;
await writeFile(join(webDist, 'index.html'), page('<div id="root"></div>'));
await writeFile(
  join(webDist, 'login.html'),
  page('<div id="root"><style nonce="__CSP_NONCE__"></style><h1>Resident Login</h1></div>'),
);
await writeFile(join(webDist, 'login.ar.html'), page('<div id="root"><h1>دخول السكان</h1></div>'));
await writeFile(join(webDist, 'home.html'), page('<div id="root"><h1>Community Hub home</h1></div>'));
await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log("hub")');
afterAll(() => rm(webDist, { recursive: true, force: true }));

const t = await createTestApp({ webDist, limits: { accessRequestsPerHour: 2 } });
const admin = await signInAdmin(t);
const resident = await signInResident(t);
/** Behind one proxy hop (TRUST_PROXY=1), and behind proxies named by address (TRUST_PROXY=list). */
const oneHop = await createTestApp({
  environment: { TRUST_PROXY: '1' },
  limits: { accessRequestsPerHour: 2 },
});
const listed = await createTestApp({
  environment: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' },
  limits: { accessRequestsPerHour: 2 },
});

let lastEmail = 0;
/** One access request (limited per client address, 2 an hour here) coming in from `socket` with `forwarded`. */
const requestAccess = (target: typeof t, socket: string, forwarded?: string) =>
  target.app.inject({
    method: 'POST',
    url: '/api/access-requests',
    remoteAddress: socket,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    payload: {
      fullName: 'Proxy Person',
      email: `proxy-${++lastEmail}@hub.test`,
      unitNumber: 'C-3',
      mobile: '+20 122 333 4444',
    },
  });

describe('client address (rate-limit key)', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: a forged header buys no fresh attempts', async () => {
    const codes = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      codes.push((await requestAccess(t, '203.0.113.7', forged)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });

  it('with one trusted hop, believes only the entry the proxy added, not what the client wrote', async () => {
    // The client wrote the left entries; the proxy (10.9.9.9) appended the address it saw, 198.51.100.1.
    const codes = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      codes.push((await requestAccess(oneHop, '10.9.9.9', `${forged}, 198.51.100.1`)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await requestAccess(oneHop, '10.9.9.9', '198.51.100.2')).statusCode).toBe(201);
  });

  it('with a list of proxies, walks past them only', async () => {
    const codes = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      codes.push((await requestAccess(listed, '127.0.0.1', `${forged}, 198.51.100.9, 10.1.2.3`)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
    // A socket that is not a listed proxy is the client, whatever it forwards.
    const direct = [];
    for (const forged of ['4.4.4.4', '5.5.5.5', '6.6.6.6']) {
      direct.push((await requestAccess(listed, '203.0.113.50', forged)).statusCode);
    }
    expect(direct).toEqual([201, 201, 429]);
  });

  it('refuses TRUST_PROXY=true and anything it cannot read, naming the variable', () => {
    for (const value of ['true', 'yes', '0', '10.0.0.0/33', '1.2.3']) {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
    }
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(readConfig({}).trustProxy).toBeUndefined();
  });
});

describe('security headers', () => {
  const families = [
    { name: 'public', url: '/api/stats', auth: {} },
    { name: 'signed out', url: '/api/auth/me', auth: {} },
    { name: 'resident', url: '/api/auth/me', auth: () => resident },
    { name: 'resident list', url: '/api/jobs', auth: () => resident },
    { name: 'admin', url: '/api/admin/stats', auth: () => admin },
    { name: 'forbidden', url: '/api/admin/stats', auth: () => resident },
    { name: 'unknown api route', url: '/api/nothing-here', auth: {} },
    { name: 'OpenAPI', url: '/api/openapi.json', auth: {} },
  ];

  for (const family of families) {
    it(`${family.name}: no-store, strict CSP, nosniff, no referrer (${family.url})`, async () => {
      const auth = typeof family.auth === 'function' ? family.auth() : family.auth;
      const response = await t.app.inject({ method: 'GET', url: family.url, ...auth });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("font-src 'self';");
      expect(csp).toContain("style-src 'self';");
      expect(csp).toContain("style-src-attr 'unsafe-inline'");
      expect(csp).not.toMatch(/style-src [^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
      // No cookies (the token is a bearer header) and no CORS: other origins cannot read answers.
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  }

  it('every GET route of the OpenAPI document answers no-store, whatever its status', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const gets = Object.entries(document.paths)
      // The event stream stays open; events.routes.ts sends it no-store itself.
      .filter(([path, methods]) => 'get' in methods && !path.startsWith('/api/events'))
      // Path parameters get an id that exists nowhere: a 404 must be no-store as much as a 200.
      .map(([path]) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'));
    expect(gets.length).toBeGreaterThan(40);
    for (const url of gets) {
      const response = await t.app.inject({ method: 'GET', url, ...admin });
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });

  it('a failed POST is no-store too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('pages get index.html with a fresh style nonce matching their policy, revalidated', async () => {
    const nonces = [];
    for (const url of ['/', '/careers', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const nonce = /content="([^"]+)"/.exec(response.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}';`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it("allows a page's own inline scripts by their hash, and no other", async () => {
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    const response = await t.app.inject({ method: 'GET', url: '/careers' });
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    const api = await t.app.inject({ method: 'GET', url: '/api/stats', ...resident });
    expect(api.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('sends a prerendered page for its path, with the nonce in its style elements too', async () => {
    for (const url of ['/login', '/login?next=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<h1>Resident Login</h1>');
      const nonce = /content="([^"]+)"/.exec(response.body)?.[1];
      expect(response.body).toContain(`<style nonce="${nonce}">`);
      expect(response.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}';`);
    }
    // home.html is the home page's, `/`: the same for everyone (no name, no data), so not a private answer.
    const home = await t.app.inject({ method: 'GET', url: '/?from=mail' });
    expect(home.body).toContain('Community Hub home');
    expect(home.headers['cache-control']).toBe('no-cache');
    // Other pages get index.html; the prerendered file itself is not served as it is (it has no nonce yet).
    for (const url of ['/careers', '/login.html', '/login.ar.html', '/login/', '/home', '/home.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, /Resident Login|Community Hub home/.test(response.body)]).toEqual([url, false]);
      expect(response.body).not.toContain('__CSP_NONCE__');
    }
  });

  it("sends a prerendered page in the language chosen in the browser, else the browser's, else English", async () => {
    const loginPage = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url: '/login', headers });
      expect(response.headers.vary).toContain('Accept-Language');
      return /<h1>([^<]*)<\/h1>/.exec(response.body)?.[1];
    };
    expect(await loginPage({})).toBe('Resident Login');
    expect(await loginPage({ 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' })).toBe('دخول السكان');
    expect(await loginPage({ 'accept-language': 'fr-FR,en;q=0.5,ar;q=0.4' })).toBe('Resident Login');
    expect(await loginPage({ 'accept-language': 'de' })).toBe('Resident Login');
    // The choice made in the app (its language cookie) wins over the browser's languages.
    expect(await loginPage({ 'accept-language': 'en-US', cookie: 'theme=dark; language=ar' })).toBe(
      'دخول السكان',
    );
    expect(await loginPage({ 'accept-language': 'ar', cookie: 'language=en' })).toBe('Resident Login');
    // A language with no page of its own gets the English one; a page in one language only is sent as it is.
    expect(await loginPage({ cookie: 'language=fa' })).toBe('Resident Login');
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ar' } });
    expect(home.body).toContain('Community Hub home');
  });

  it('hashed assets keep their long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('HSTS only behind a trusted proxy', async () => {
    const response = await oneHop.app.inject({ method: 'GET', url: '/api/stats' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
