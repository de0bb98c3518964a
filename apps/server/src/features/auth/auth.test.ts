import { MESSAGES } from '@hub/contract/messages';
import { describe, expect, it } from 'vitest';
import { ADMIN, bearer, createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { grantAccess } from '../whitelist/whitelist.service.ts';
import { EMAIL_CEILING_FACTOR } from './auth.routes.ts';
import { upsertAdmin } from './auth.service.ts';

const t = await createTestApp();
const { app, db } = t;

describe('resident login', () => {
  it('lets a whitelisted address in, whatever its case, and /me returns the user', async () => {
    await grantAccess(db, { email: 'mona@hub.test', name: 'Mona', unit: 'B-4', phone: null }, 'test');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Mona@Hub.test' },
    });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.user).toMatchObject({ email: 'mona@hub.test', name: 'Mona', role: 'user' });
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', ...bearer(body.sessionId) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('mona@hub.test');
  });

  it('refuses an unknown address with a message that says what to do', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@hub.test' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(MESSAGES.notWhitelisted);
  });

  it('refuses an inactive address', async () => {
    await grantAccess(db, { email: 'paused@hub.test', name: 'P', unit: '1', phone: null }, 'test');
    await db.execute(`UPDATE email_whitelist SET is_active = false WHERE email = 'paused@hub.test'`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'paused@hub.test' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(MESSAGES.whitelistInactive);
  });

  it('never opens an administrator account by e-mail alone', async () => {
    await upsertAdmin(db, { email: 'boss@hub.test', password: 'a very long password' });
    await grantAccess(db, { email: 'boss@hub.test', name: 'Boss', unit: '1', phone: null }, 'test');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'boss@hub.test' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(MESSAGES.adminMustUsePortal);
  });

  it('names the field on bad input', async () => {
    const empty = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.email).toBe(MESSAGES.emailRequired);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-address' },
    });
    expect(malformed.json().error.fields.email).toBe(MESSAGES.validEmail);
    const extra = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', admin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields.admin).toMatch(/not a known field/);
    const wrongType = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 42 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields.email).toBeDefined();
    const oversize = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${'a'.repeat(300)}@b.co` },
    });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().error.fields.email).toMatch(/255/);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('The request body is not valid JSON');
  });

  it('limits logins per address', async () => {
    const attempts = [];
    for (let i = 0; i < 11; i++) {
      attempts.push(
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `someone${i}@hub.test` },
          remoteAddress: '192.0.2.77',
        }),
      );
    }
    expect(attempts.slice(0, 10).every((r) => r.statusCode === 403)).toBe(true);
    const limited = attempts[10];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.headers['retry-after']).toBeDefined();
    expect(limited?.json().error.message).toContain(MESSAGES.tooManyRequests);
  });

  it('limits logins per e-mail and client address, with a higher ceiling per e-mail from all addresses', async () => {
    const tryFrom = async (remoteAddress: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'target@hub.test' },
          remoteAddress,
        })
      ).statusCode;
    const fromOne: number[] = [];
    for (let i = 0; i < 11; i++) fromOne.push(await tryFrom('198.51.100.200'));
    expect(fromOne.at(-1)).toBe(429);
    // Another address is not held up by the first one's flood.
    expect(await tryFrom('198.51.100.201')).toBe(403);
    // Spread over many addresses, the ceiling (ten times the limit) still holds.
    const spread: number[] = [];
    for (let i = 0; i < 10 * EMAIL_CEILING_FACTOR; i++)
      spread.push(await tryFrom(`198.18.${i >> 8}.${i & 255}`));
    expect(spread.at(-1)).toBe(429);
  });
});

describe('admin login', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    await upsertAdmin(db, ADMIN);
    const good = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: ADMIN.email.toUpperCase(), password: ADMIN.password },
      remoteAddress: '203.0.113.1',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().user.role).toBe('admin');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: ADMIN.email, password: 'wrong password!!' },
      remoteAddress: '203.0.113.2',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toBe(MESSAGES.adminLoginFailed);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: '', password: '' },
      remoteAddress: '203.0.113.3',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.username).toBe(MESSAGES.adminFieldsRequired);
  });

  const adminTry = (email: string, password: string, address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: email, password },
      remoteAddress: address,
    });

  it("slows down an account's wrong passwords from one address, never the right one from another", async () => {
    await upsertAdmin(db, { email: 'aimed@hub.test', password: 'the real password' });
    // Four failures already on record for this pair (the per-address rate limit would answer before real tries).
    await db.execute(
      `INSERT INTO admin_sign_in_failures (email, address, failures, window_started_at) VALUES ('aimed@hub.test', '203.0.113.120', 4, now())`,
    );
    expect((await adminTry('aimed@hub.test', 'wrong password', '203.0.113.120')).statusCode).toBe(401);
    const slowed = await adminTry('aimed@hub.test', 'the real password', '203.0.113.120');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.code).toBe('LOCKED');
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // The administrator, elsewhere, is not locked out by a stranger's guesses.
    expect((await adminTry('aimed@hub.test', 'the real password', '198.51.100.7')).statusCode).toBe(200);
  });

  it('lets the right password in from a new address after wrong ones from many others', async () => {
    await upsertAdmin(db, { email: 'spread@hub.test', password: 'the real password' });
    for (let i = 0; i < 8; i++)
      expect((await adminTry('spread@hub.test', 'wrong password', `203.0.113.${150 + i}`)).statusCode).toBe(
        401,
      );
    expect((await adminTry('spread@hub.test', 'the real password', '198.51.100.9')).statusCode).toBe(200);
  });

  it('answers an unknown account exactly like a known one, throttle included', async () => {
    await upsertAdmin(db, { email: 'known@hub.test', password: 'the real password' });
    // Nine failures already: the next wrong password makes both wait 32 s, far longer than two slow password
    // checks on a busy machine (with four, the 1 s wait could run out before the second pair arrived).
    for (const email of ['known@hub.test', 'nobody-at-all@hub.test'])
      await db.execute(
        `INSERT INTO admin_sign_in_failures (email, address, failures, window_started_at) VALUES ('${email}', '203.0.113.125', 9, now())`,
      );
    const known = await adminTry('known@hub.test', 'wrong password', '203.0.113.125');
    const unknown = await adminTry('nobody-at-all@hub.test', 'wrong password', '203.0.113.125');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const [knownAgain, unknownAgain] = [
      await adminTry('known@hub.test', 'wrong password', '203.0.113.125'),
      await adminTry('nobody-at-all@hub.test', 'wrong password', '203.0.113.125'),
    ];
    expect([knownAgain.statusCode, unknownAgain.statusCode]).toEqual([429, 429]);
    expect(unknownAgain.json()).toEqual(knownAgain.json());
  });

  it('counts failures only within an hour of each other', async () => {
    await upsertAdmin(db, { email: 'forgetful@hub.test', password: 'the real password' });
    // Many failures long ago: the next one starts a new count instead of slowing the pair down.
    await db.execute(
      `INSERT INTO admin_sign_in_failures (email, address, failures, window_started_at) VALUES ('forgetful@hub.test', '203.0.113.130', 9, now() - interval '2 hours')`,
    );
    expect((await adminTry('forgetful@hub.test', 'wrong password', '203.0.113.130')).statusCode).toBe(401);
    const [row] = (
      await db.execute(
        `SELECT failures, blocked_until FROM admin_sign_in_failures WHERE email = 'forgetful@hub.test'`,
      )
    ).rows;
    expect(Number(row?.failures)).toBe(1);
    expect(row?.blocked_until).toBeNull();
    expect((await adminTry('forgetful@hub.test', 'the real password', '203.0.113.130')).statusCode).toBe(200);
  });

  it('limits admin logins per address to five a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/auth/admin-login',
        payload: { username: `nobody${i}@hub.test`, password: 'some password here' },
        remoteAddress: '203.0.113.140',
      });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[5]).toBe(429);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server', async () => {
    const resident = await signInResident(t);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', ...resident });
    expect(out.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', ...resident });
    expect(me.statusCode).toBe(401);
  });

  it('stores only the hash of a session token', async () => {
    const admin = await signInAdmin(t);
    const token = admin.headers.authorization.slice('Bearer '.length);
    const found = await db.execute(`SELECT count(*)::int AS n FROM sessions WHERE token_hash = '${token}'`);
    expect(found.rows[0]?.n).toBe(0);
  });

  it('answers 401 without a session and ignores a forged one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await app.inject({ method: 'GET', url: '/api/auth/me', ...bearer('x'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
  });
});

describe('account language', () => {
  it('keeps the language a member chooses and says it with who they are, until they choose another', async () => {
    const resident = await signInResident(t);
    const before = await app.inject({ method: 'GET', url: '/api/auth/me', ...resident });
    expect(before.json().user.language).toBeNull();

    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { language: 'ar' },
      ...resident,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user.language).toBe('ar');
    const after = await app.inject({ method: 'GET', url: '/api/auth/me', ...resident });
    expect(after.json().user.language).toBe('ar');

    await app.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'en' }, ...resident });
    const again = await app.inject({ method: 'GET', url: '/api/auth/me', ...resident });
    expect(again.json().user.language).toBe('en');
  });

  it('refuses what is not a language code, and anyone not signed in', async () => {
    const resident = await signInResident(t);
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { language: 'Arabic, please' },
      ...resident,
    });
    expect(wrong.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { language: 'ar' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
