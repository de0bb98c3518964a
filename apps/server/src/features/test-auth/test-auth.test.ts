import { MESSAGES } from '@hub/contract/messages';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { bearer, createTestApp } from '../../test/helper.ts';

/** The helpers exist only when asked for (ENABLE_TEST_AUTH=true), as e2e/support/app.ts does. */
const { app } = await createTestApp({ environment: { ENABLE_TEST_AUTH: 'true' } });
/** The same app configured for production, on a database of its own. */
const { app: prod } = await createTestApp({ env: 'production' });
/** A default start (development, no ENABLE_TEST_AUTH): no helpers either. */
const { app: plain } = await createTestApp({ env: 'development' });

let lastAddress = 0;
const nextAddress = () => `192.0.2.${++lastAddress}`;

const residentLogin = (target: typeof app, email: string) =>
  target.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress: nextAddress() });

const adminLogin = (target: typeof app, username: string, password: string) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { username, password },
    remoteAddress: nextAddress(),
  });

describe('test-auth helpers outside production', () => {
  it('whitelists an address, which can then sign in', async () => {
    expect((await residentLogin(app, 'helper-listed@hub.test')).statusCode).toBe(403);
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-auth/whitelist',
      payload: { email: 'Helper-Listed@Hub.test', name: 'Listed Person' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const login = await residentLogin(app, 'helper-listed@hub.test');
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      email: 'helper-listed@hub.test',
      name: 'Listed Person',
      role: 'user',
    });
    // Calling it again for the same address is harmless.
    const again = await app.inject({
      method: 'POST',
      url: '/api/test-auth/whitelist',
      payload: { email: 'helper-listed@hub.test' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('creates a resident account without whitelisting it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-auth/users',
      payload: { email: 'Helper-User@hub.test', name: 'Helper User' },
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ email: 'helper-user@hub.test', name: 'Helper User', role: 'user' });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    // An account is not access: the address is still not on the whitelist.
    const login = await residentLogin(app, 'helper-user@hub.test');
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(MESSAGES.notWhitelisted);

    const again = await app.inject({
      method: 'POST',
      url: '/api/test-auth/users',
      payload: { email: 'helper-user@hub.test', name: 'Renamed User' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('never touches an existing account: no admin takeover, no password reset', async () => {
    const password = 'the first admin password';
    const first = await app.inject({
      method: 'POST',
      url: '/api/test-auth/admins',
      payload: { email: 'owner-admin@hub.test', password },
    });
    expect(first.statusCode).toBe(200);
    const takeover = await app.inject({
      method: 'POST',
      url: '/api/test-auth/admins',
      payload: { email: 'owner-admin@hub.test', password: 'an attacker password' },
    });
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json().error.fields.email).toBe(MESSAGES.accountExists);
    expect((await adminLogin(app, 'owner-admin@hub.test', 'an attacker password')).statusCode).toBe(401);
    expect((await adminLogin(app, 'owner-admin@hub.test', password)).statusCode).toBe(200);
    // A resident account cannot be promoted through it either.
    await app.inject({ method: 'POST', url: '/api/test-auth/users', payload: { email: 'plain@hub.test' } });
    const promote = await app.inject({
      method: 'POST',
      url: '/api/test-auth/admins',
      payload: { email: 'plain@hub.test', password: 'a long enough test password' },
    });
    expect(promote.statusCode).toBe(409);
  });

  it('tells the web page it is available', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test-auth/status' })).json()).toEqual({ ok: true });
    expect((await prod.inject({ method: 'GET', url: '/api/test-auth/status' })).statusCode).toBe(404);
  });

  it('creates an administrator who can sign in at the admin portal', async () => {
    const password = 'a long enough test password';
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-auth/admins',
      payload: { email: 'Helper-Admin@hub.test', name: 'Helper Admin', password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'helper-admin@hub.test',
      name: 'Helper Admin',
      role: 'admin',
    });
    expect(JSON.stringify(response.json())).not.toContain(password);

    const login = await adminLogin(app, 'helper-admin@hub.test', password);
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');
    const stats = await app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      ...bearer(login.json().sessionId),
    });
    expect(stats.statusCode).toBe(200);
  });

  it('validates its input like the rest of the API', async () => {
    const badEmail = await app.inject({
      method: 'POST',
      url: '/api/test-auth/whitelist',
      payload: { email: 'not-an-address' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields.email).toBe(MESSAGES.validEmail);
    const shortPassword = await app.inject({
      method: 'POST',
      url: '/api/test-auth/admins',
      payload: { email: 'short@hub.test', password: 'short' },
    });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().error.fields.password).toMatch(/12/);
  });
});

describe('test-auth helpers off by default', () => {
  it('are missing from a default start in development', async () => {
    expect((await plain.inject({ method: 'GET', url: '/api/test-auth/status' })).statusCode).toBe(404);
    const admin = await plain.inject({
      method: 'POST',
      url: '/api/test-auth/admins',
      payload: { email: 'plain-admin@hub.test', password: 'a long enough test password' },
    });
    expect(admin.statusCode).toBe(404);
  });

  it('cannot be turned on in production: the start is refused with a clear message', () => {
    expect(() => readConfig({ NODE_ENV: 'production', ENABLE_TEST_AUTH: 'true' })).toThrow(
      /ENABLE_TEST_AUTH: must not be true when NODE_ENV=production/,
    );
    expect(() => readConfig({ ENABLE_TEST_AUTH: 'yes' })).toThrow(/ENABLE_TEST_AUTH: must be true or false/);
    expect(readConfig({ NODE_ENV: 'production' }).enableTestAuth).toBe(false);
  });
});

describe('test-auth helpers in production', () => {
  it('does not exist', async () => {
    const calls = [
      { url: '/api/test-auth/whitelist', payload: { email: 'prod-listed@hub.test' } },
      { url: '/api/test-auth/users', payload: { email: 'prod-user@hub.test' } },
      {
        url: '/api/test-auth/admins',
        payload: { email: 'prod-admin@hub.test', password: 'a long enough test password' },
      },
    ];
    for (const { url, payload } of calls) {
      const response = await prod.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    // And nothing was created behind the 404s.
    expect((await residentLogin(prod, 'prod-listed@hub.test')).json().error.message).toBe(
      MESSAGES.notWhitelisted,
    );
    expect((await adminLogin(prod, 'prod-admin@hub.test', 'a long enough test password')).statusCode).toBe(
      401,
    );
  });

  it('is the only thing missing: the rest of the API answers as usual', async () => {
    expect((await prod.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await prod.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    const spec = await prod.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toContain('/api/access-requests/');
    expect(paths.some((path) => path.startsWith('/api/test-auth'))).toBe(false);

    const testSpec = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(testSpec.json().paths)).toContain('/api/test-auth/whitelist');
  });
});
