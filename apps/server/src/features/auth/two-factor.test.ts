import { TWO_FACTOR_MESSAGES } from '@hub/contract/auth/auth.schema';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../test/helper.ts';
import { auditEvents } from '../../db/audit.table.ts';
import { upsertAdmin } from './auth.service.ts';
import { createTwoFactor } from './two-factor.ts';
import { users } from '../../db/users.table.ts';

const PASSWORD = 'a long and private passphrase';
const HOME = '198.51.100.20';

/** The code an authenticator app shows now, or `steps` 30-second steps later. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const t = await createTestApp();
const required = await createTestApp({ environment: { ADMIN_2FA: 'required' } });

describe('administrators two-factor, optional (the default)', async () => {
  const { app, db } = t;
  const admin = await upsertAdmin(db, { email: 'totp@hub.test', password: PASSWORD });
  const login = (address = HOME) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: admin.email, password: PASSWORD },
      remoteAddress: address,
    });
  const secondStep = (challenge: string, code: string, address = HOME) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/admin-login/two-factor',
      payload: { challenge, code },
      remoteAddress: address,
    });
  /** As if the last code was used long ago, so the next test step may use the current one again. */
  const forgetLastStep = () => db.update(users).set({ totpLastStep: null }).where(eq(users.id, admin.id));

  it('is turned on from My account with the password and a first code, ending the other sessions', async () => {
    const first = await login();
    expect(first.json()).toHaveProperty('sessionId');
    const me = bearer(first.json().sessionId);
    const other = bearer((await login('198.51.100.21')).json().sessionId);
    const status = await app.inject({ method: 'GET', url: '/api/auth/two-factor', ...me });
    expect(status.json()).toEqual({ enabled: false, required: false });

    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      payload: { currentPassword: 'not the password' },
      remoteAddress: HOME,
      ...me,
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields.currentPassword).toBe('The current password is not right.');

    const setup = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      payload: { currentPassword: PASSWORD },
      remoteAddress: HOME,
      ...me,
    });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, challenge } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Community%20Hub:totp%40hub\.test\?secret=/);
    // Not on until a first code proves the app holds the secret.
    expect((await app.inject({ method: 'GET', url: '/api/auth/two-factor', ...me })).json().enabled).toBe(
      false,
    );

    const badCode = await app.inject({
      method: 'PUT',
      url: '/api/auth/two-factor',
      payload: { challenge, code: '12345' },
      remoteAddress: HOME,
      ...me,
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.fields.code).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    const on = await app.inject({
      method: 'PUT',
      url: '/api/auth/two-factor',
      payload: { challenge, code: await codeFor(secret) },
      remoteAddress: HOME,
      ...me,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ enabled: true, required: false });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', ...other })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', ...me })).statusCode).toBe(200);
    const [stored] = await db.select().from(users).where(eq(users.id, admin.id));
    // Sealed at rest: the database never holds the secret as an app shows it.
    expect(stored?.totpSecret).not.toContain(secret);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.action, 'two-factor.enable'));
    expect(events).toHaveLength(1);
  });

  it('then asks for a code after the password; a right code once opens a session, never twice', async () => {
    const { secret } = await enrolledSecret();
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactor: 'code', challenge: expect.any(String) });
    const { challenge } = first.json();

    const wrong = await secondStep(
      challenge,
      (Number(await codeFor(secret)) ^ 1).toString().padStart(6, '0'),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe(TWO_FACTOR_MESSAGES.wrongCode);

    const code = await codeFor(secret, 1);
    // The challenge belongs to the address that gave the password.
    expect((await secondStep(challenge, code, '203.0.113.99')).json().error.code).toBe('CHALLENGE_EXPIRED');
    const right = await secondStep(challenge, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(admin.email);
    const replayed = await secondStep((await login()).json().challenge, code);
    expect(replayed.statusCode).toBe(400);
    // A forged challenge is refused.
    const forged = await secondStep(`${challenge.slice(0, -4)}AAAA`, await codeFor(secret));
    expect(forged.json().error.code).toBe('CHALLENGE_EXPIRED');
    const audit = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'sign-in.admin-2fa-failed'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('slows down wrong codes like wrong passwords, for that account and address only', async () => {
    await enrolledSecret();
    const address = '203.0.113.61';
    const { challenge } = (await login(address)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await secondStep(challenge, '000000', address)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    expect((await login(HOME)).json()).toHaveProperty('challenge');
  });

  it('is turned off with the password and a code', async () => {
    const { secret } = await enrolledSecret();
    await forgetLastStep();
    const challenge = (await login()).json().challenge;
    const me = bearer((await secondStep(challenge, await codeFor(secret))).json().sessionId);
    const off = await app.inject({
      method: 'DELETE',
      url: '/api/auth/two-factor',
      payload: { currentPassword: PASSWORD, code: await codeFor(secret, 1) },
      ...me,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, required: false });
    // (Another address: this file's sign-ins from HOME have used up its five a minute.)
    expect((await login('198.51.100.22')).json()).toHaveProperty('sessionId');
  });

  it('is for administrators only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/two-factor' })).statusCode).toBe(401);
  });

  /** The secret the first test enrolled, read back through the server's own sealing. */
  async function enrolledSecret() {
    const [row] = await db.select().from(users).where(eq(users.id, admin.id));
    if (!row?.totpSecret) throw new Error('two-factor is not on');
    return { secret: createTwoFactor(t.secret, 'optional', 'Community Hub').open(row.totpSecret) };
  }
});

describe('administrators two-factor, ADMIN_2FA=required', async () => {
  const { app, db } = required;
  const admin = await upsertAdmin(db, { email: 'required@hub.test', password: PASSWORD });

  it('has an administrator without it set it up while signing in, and never lets it be turned off', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: admin.email, password: PASSWORD },
      remoteAddress: HOME,
    });
    expect(first.json()).toMatchObject({ twoFactor: 'enrol', enrolment: { secret: expect.any(String) } });
    const { challenge, enrolment } = first.json();
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login/two-factor',
      payload: { challenge, code: await codeFor(enrolment.secret) },
      remoteAddress: HOME,
    });
    expect(done.statusCode).toBe(200);
    const me = bearer(done.json().sessionId);
    expect((await app.inject({ method: 'GET', url: '/api/auth/two-factor', ...me })).json()).toEqual({
      enabled: true,
      required: true,
    });
    const off = await app.inject({
      method: 'DELETE',
      url: '/api/auth/two-factor',
      payload: { currentPassword: PASSWORD, code: await codeFor(enrolment.secret, 1) },
      ...me,
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe(TWO_FACTOR_MESSAGES.required);
    // The enrolment challenge cannot enrol a second secret once it is on.
    await db.execute(sql`UPDATE users SET totp_last_step = NULL WHERE id = ${admin.id}`);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login/two-factor',
      payload: { challenge, code: await codeFor(enrolment.secret) },
      remoteAddress: HOME,
    });
    expect(again.statusCode).toBe(400);
  });
});
