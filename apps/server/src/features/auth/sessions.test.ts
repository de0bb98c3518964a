import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { upsertAdmin } from './auth.service.ts';
import { users } from '../../db/users.table.ts';

const t = await createTestApp();
const { app, db } = t;

const me = (who: { headers: Record<string, string> }) =>
  app.inject({ method: 'GET', url: '/api/auth/me', ...who });
/** The controlled clock: a session's timestamps moved into the past, as if that much time had gone by. */
const age = (
  who: { headers: Record<string, string> },
  column: 'last_seen_at' | 'created_at',
  interval: string,
) =>
  db.execute(
    sql.raw(
      `UPDATE sessions SET ${column} = ${column} - interval '${interval}' WHERE token_hash = encode(sha256('${(who.headers.authorization ?? '').slice(7)}'::bytea), 'hex')`,
    ),
  );

describe('session lifetimes', () => {
  it('ends an admin session after 30 minutes idle', async () => {
    const admin = await signInAdmin(t);
    await age(admin, 'last_seen_at', '29 minutes');
    expect((await me(admin)).statusCode).toBe(200);
    await age(admin, 'last_seen_at', '31 minutes');
    expect((await me(admin)).statusCode).toBe(401);
  });

  it('ends an admin session 12 hours after sign-in, however busy', async () => {
    const admin = await signInAdmin(t);
    await db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = 'admin@hub.test')`,
    );
    expect((await me(admin)).statusCode).toBe(401);
  });

  it('keeps a resident 30 days idle, and never past 90 days in all', async () => {
    const resident = await signInResident(t);
    await age(resident, 'last_seen_at', '29 days');
    expect((await me(resident)).statusCode).toBe(200);
    await age(resident, 'last_seen_at', '31 days');
    expect((await me(resident)).statusCode).toBe(401);
    const other = await signInResident(t);
    const [row] = (
      await db.execute<{ days: number }>(
        sql`SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM sessions ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows;
    expect(row?.days).toBe(90);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('a new role or password ends every session of the account', async () => {
    const resident = await signInResident(t, 'promoted@hub.test');
    await upsertAdmin(db, { email: 'promoted@hub.test', password: 'a brand new password' });
    expect((await me(resident)).statusCode).toBe(401);
  });
});

describe('signed-in devices', () => {
  it('lists my devices with the current one marked; signs one out; signs out everywhere', async () => {
    const email = 'devices@hub.test';
    const phone = await signInResident(t, email);
    const laptop = bearer(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email },
          headers: { 'user-agent': 'Laptop Browser/1.0' },
          remoteAddress: '198.51.100.20',
        })
      ).json().sessionId,
    );
    const list = (await app.inject({ method: 'GET', url: '/api/auth/sessions', ...laptop })).json().items;
    expect(list).toHaveLength(2);
    const current = list.find((item: { isCurrent: boolean }) => item.isCurrent);
    expect(current).toMatchObject({ userAgent: 'Laptop Browser/1.0', address: '198.51.100.20' });
    const other = list.find((item: { isCurrent: boolean }) => !item.isCurrent);

    const stranger = await signInResident(t);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${other.id}`, ...stranger })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${other.id}`, ...laptop })).statusCode,
    ).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);

    const again = await signInResident(t, email);
    const everywhere = await app.inject({ method: 'DELETE', url: '/api/auth/sessions', ...laptop });
    expect(everywhere.json()).toEqual({ ended: 2 });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(again)).statusCode).toBe(401);
  });

  it("an admin ends a member's sessions from the whitelist", async () => {
    const admin = await signInAdmin(t);
    const member = await signInResident(t, 'ended@hub.test');
    const list = (
      await app.inject({ method: 'GET', url: '/api/admin/whitelist?search=ended', ...admin })
    ).json();
    const ended = await app.inject({
      method: 'POST',
      url: `/api/admin/whitelist/${list.items[0].id}/end-sessions`,
      ...admin,
    });
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await me(member)).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/whitelist/${list.items[0].id}/end-sessions`,
          ...member,
        })
      ).statusCode,
    ).toBe(401);
    const [user] = await db.select().from(users).where(eq(users.email, 'ended@hub.test'));
    expect(user).toBeDefined();
  });
});

describe('changing my password', () => {
  it('needs the current one, refuses a common one, and ends my other sessions', async () => {
    const here = await signInAdmin(t);
    const elsewhere = await signInAdmin(t);
    const change = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/auth/password', payload, ...here });
    const wrong = await change({
      currentPassword: 'not it at all',
      newPassword: 'a fresh long password',
      confirmPassword: 'a fresh long password',
    });
    expect(wrong.json().error.fields.currentPassword).toBe('The current password is not right.');
    const common = await change({
      currentPassword: 'correct horse battery staple',
      newPassword: 'qwerty123456',
      confirmPassword: 'qwerty123456',
    });
    expect(common.json().error.fields.newPassword).toBe('This password is too common. Choose another.');
    const differ = await change({
      currentPassword: 'correct horse battery staple',
      newPassword: 'a fresh long password',
      confirmPassword: 'another one',
    });
    expect(differ.json().error.fields.confirmPassword).toBe('The two new passwords differ');
    const done = await change({
      currentPassword: 'correct horse battery staple',
      newPassword: 'a fresh long password',
      confirmPassword: 'a fresh long password',
    });
    expect(done.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    // A password a person sets is hashed at OWASP's scrypt floor (the test administrator's own starts cheaper).
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@hub.test'));
    expect(admin?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    const resident = await signInResident(t);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/password', payload: {}, ...resident })).statusCode,
    ).toBe(403);
  });
});

describe('security events in the audit trail', () => {
  it('records admin sign-ins, failures, slow-downs, password changes, sign-outs everywhere and ended sessions', async () => {
    // An administrator of its own: the per-e-mail limit of admin sign-ins would stop the shared one.
    await upsertAdmin(db, { email: 'auditor@hub.test', password: 'the auditor password' });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: 'auditor@hub.test', password: 'the auditor password' },
      remoteAddress: '198.51.100.76',
    });
    const admin = bearer(signedIn.json().sessionId);
    await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: 'auditor@hub.test', password: 'not the password at all' },
      remoteAddress: '198.51.100.77',
    });
    await db.execute(
      sql`UPDATE admin_sign_in_failures SET failures = 4 WHERE email = 'auditor@hub.test' AND address = '198.51.100.77'`,
    );
    for (let i = 0; i < 2; i++)
      await app.inject({
        method: 'POST',
        url: '/api/auth/admin-login',
        payload: { username: 'auditor@hub.test', password: 'not the password at all' },
        remoteAddress: '198.51.100.77',
      });
    const member = await signInResident(t, 'audited-member@hub.test');
    await app.inject({ method: 'DELETE', url: '/api/auth/sessions', ...member });
    const rows = (
      await db.execute<{ action: string; actor_email: string | null; client_address: string | null }>(
        sql`SELECT action, actor_email, client_address FROM audit_events ORDER BY at`,
      )
    ).rows;
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'sign-in.admin',
        'sign-in.admin-failed',
        'sign-in.throttled',
        'sessions.end-all',
      ]),
    );
    expect(rows.find((row) => row.action === 'sign-in.throttled')).toMatchObject({
      actor_email: 'auditor@hub.test',
      client_address: '198.51.100.77',
    });
    expect((await me(admin)).statusCode).toBe(200);
  });
});
