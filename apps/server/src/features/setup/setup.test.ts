import { SETUP_MESSAGES } from '@hub/contract/setup/setup.schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { hasAdmin } from '../auth/auth.service.ts';
import { openSetup } from './setup.service.ts';

const t = await createTestApp();
const FIRST = { email: 'Owner@Example.test', password: 'a long enough password' };
const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/setup', payload, remoteAddress: '192.0.2.10' });
const check = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/setup?token=${encodeURIComponent(token)}` });

describe('first-run setup link', () => {
  it('while no administrator exists: a token is issued, stored only as its hash, and checks as open', async () => {
    const token = await openSetup(t.db);
    if (!token) throw new Error('no token issued');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.db.execute<{ token_hash: string }>(sql`SELECT token_hash FROM setup_tokens`);
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token);
    expect((await check(token)).json()).toEqual({ isOpen: true });
    expect((await check('not-a-token')).statusCode).toBe(404);
  });

  it('refuses bad input naming the field, and a token never issued', async () => {
    const token = await openSetup(t.db);
    const short = await post({ token, email: FIRST.email, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('Password must be at least 12 characters');
    const badEmail = await post({ token, email: 'nope', password: FIRST.password });
    expect(badEmail.statusCode).toBe(400);
    expect(Object.keys(badEmail.json().error.fields)).toEqual(['email']);
    const unknown = await post({ token: 'guessed', ...FIRST });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(SETUP_MESSAGES.unknown);
    expect(await hasAdmin(t.db)).toBe(false);
  });

  it('creates the first administrator once; then every link answers 410 and the admin can sign in', async () => {
    const [first, second] = [await openSetup(t.db), await openSetup(t.db)];
    const created = await post({ token: first, ...FIRST });
    expect(created.statusCode).toBe(201);

    for (const token of [first, second]) {
      const again = await post({ token, email: 'other@example.test', password: FIRST.password });
      expect(again.statusCode).toBe(410);
      expect(again.json().error.message).toBe(SETUP_MESSAGES.used);
      expect((await check(String(token))).statusCode).toBe(410);
    }
    const left = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM setup_tokens`);
    expect(left.rows[0]?.n).toBe(0);
    expect(await openSetup(t.db)).toBeNull();

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: FIRST.email, password: FIRST.password },
      remoteAddress: '192.0.2.11',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email: 'owner@example.test', role: 'admin' });
  });
});
