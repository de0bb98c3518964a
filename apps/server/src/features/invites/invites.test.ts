import { randomBytes } from 'node:crypto';
import { INVITE_MESSAGES, type IssuedInvite } from '@hub/contract/invites/invite.schema';
import type { AddedWhitelistEntry, WhitelistList } from '@hub/contract/whitelist/whitelist.schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, signInAdmin } from '../../test/helper.ts';
import { auditEvents } from '../../db/audit.table.ts';
import { inviteLinks } from './invites.table.ts';

const t = await createTestApp({ environment: { RESIDENT_SIGN_IN: 'invite' } });
const { app, db } = t;
const admin = await signInAdmin(t);
// The default mode without mail (email), for what invite links do when they are off.
const other = await createTestApp();
const otherAdmin = await signInAdmin(other);

/** Each request from its own address, so the per-address limits never decide a test. */
let lastAddress = 0;
const nextAddress = () => `198.51.100.${++lastAddress}`;

const someEmail = () => `invited-${randomBytes(3).toString('hex')}@hub.test`;

async function whitelist(email = someEmail()): Promise<AddedWhitelistEntry & { issuedInvite: IssuedInvite }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/whitelist',
    payload: { email },
    ...admin,
  });
  expect(response.statusCode).toBe(201);
  const entry = response.json();
  expect(entry.issuedInvite).toBeDefined();
  return entry;
}

const tokenOf = (invite: IssuedInvite) => new URL(invite.url).searchParams.get('token') ?? '';

const openInvite = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/invite', payload: { token }, remoteAddress: nextAddress() });

const reissue = (id: string, as = admin) =>
  app.inject({ method: 'POST', url: `/api/admin/whitelist/${id}/invite`, ...as });

async function inviteStateOf(id: string) {
  const response = await app.inject({ method: 'GET', url: '/api/admin/whitelist?pageSize=100', ...admin });
  expect(response.statusCode).toBe(200);
  return (response.json() as WhitelistList).items.find((entry) => entry.id === id)?.invite ?? null;
}

describe('invite links (RESIDENT_SIGN_IN=invite)', () => {
  it('whitelisting makes a 7-day link to /invite that signs that resident in once, with a real session', async () => {
    const entry = await whitelist();
    const invite = entry.issuedInvite;
    expect(invite.email).toBe(entry.email);
    expect(new URL(invite.url).pathname).toBe('/invite');
    const days = (Date.parse(invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await inviteStateOf(entry.id)).toMatchObject({ state: 'pending', usedAt: null });

    const first = await openInvite(tokenOf(invite));
    expect(first.statusCode).toBe(200);
    const { sessionId, user } = first.json();
    expect(user).toMatchObject({ email: entry.email, role: 'user' });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', ...bearer(sessionId) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(entry.email);

    const second = await openInvite(tokenOf(invite));
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toMatchObject({ code: 'INVALID_INVITE', message: INVITE_MESSAGES.invalid });
    expect(await inviteStateOf(entry.id)).toMatchObject({ state: 'used' });
  });

  it('approving an access request makes its first link, for the approving administrator only', async () => {
    const email = someEmail();
    const asked = await app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: { fullName: 'Amal Hassan', email, unitNumber: 'B-12', mobile: '' },
      remoteAddress: nextAddress(),
    });
    expect(asked.statusCode).toBe(201);
    const pending = await app.inject({
      method: 'GET',
      url: '/api/admin/access-requests?status=pending',
      ...admin,
    });
    const request = pending.json().items.find((item: { email: string }) => item.email === email);
    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/access-requests/${request.id}`,
      payload: { status: 'approved' },
      ...admin,
    });
    expect(approved.statusCode).toBe(200);
    const { issuedInvite } = approved.json() as { issuedInvite: IssuedInvite };
    expect(issuedInvite.email).toBe(email);
    expect(await inviteStateOf(issuedInvite.id)).toMatchObject({ state: 'pending' });
    // The list of requests never carries a link.
    const listed = await app.inject({ method: 'GET', url: '/api/admin/access-requests', ...admin });
    expect(listed.body).not.toContain(tokenOf(issuedInvite));
    const opened = await openInvite(tokenOf(issuedInvite));
    expect(opened.statusCode).toBe(200);
    expect(opened.json().user.email).toBe(email);
  });

  it('takes a link only once even when it is opened twice at the same moment', async () => {
    const { issuedInvite } = await whitelist();
    const answers = await Promise.all([openInvite(tokenOf(issuedInvite)), openInvite(tokenOf(issuedInvite))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('stops working after 7 days, and the whitelist then lists it as expired', async () => {
    const entry = await whitelist();
    // A controlled clock: the link is made to have been issued 7 days and a minute ago.
    await db
      .update(inviteLinks)
      .set({
        createdAt: sql`now() - interval '7 days 1 minute'`,
        expiresAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(inviteLinks.whitelistId, entry.id));
    const opened = await openInvite(tokenOf(entry.issuedInvite));
    expect(opened.statusCode).toBe(400);
    expect(opened.json().error.message).toBe(INVITE_MESSAGES.invalid);
    expect(await inviteStateOf(entry.id)).toMatchObject({ state: 'expired', usedAt: null });
  });

  it('re-issuing voids the earlier link; the new one works', async () => {
    const entry = await whitelist();
    const again = await reissue(entry.id);
    expect(again.statusCode).toBe(201);
    const fresh: IssuedInvite = again.json();
    expect(fresh.url).not.toBe(entry.issuedInvite.url);

    expect((await openInvite(tokenOf(entry.issuedInvite))).statusCode).toBe(400);
    expect((await openInvite(tokenOf(fresh))).statusCode).toBe(200);
    // A used link can be followed by a new one (a new device, a lost passkey).
    const third = await reissue(entry.id);
    expect(third.statusCode).toBe(201);
    expect(await inviteStateOf(entry.id)).toMatchObject({ state: 'pending' });
  });

  it('refuses a link whose entry was paused, or whose address changed since it was issued', async () => {
    const paused = await whitelist();
    const pause = await app.inject({
      method: 'PUT',
      url: `/api/admin/whitelist/${paused.id}`,
      payload: { email: paused.email, name: null, unit: null, phone: null, isActive: false },
      ...admin,
    });
    expect(pause.statusCode).toBe(200);
    expect((await openInvite(tokenOf(paused.issuedInvite))).statusCode).toBe(400);
    expect((await reissue(paused.id)).json().error.message).toBe(INVITE_MESSAGES.inactive);

    const moved = await whitelist();
    await app.inject({
      method: 'PUT',
      url: `/api/admin/whitelist/${moved.id}`,
      payload: { email: someEmail(), name: null, unit: null, phone: null, isActive: true },
      ...admin,
    });
    expect((await openInvite(tokenOf(moved.issuedInvite))).statusCode).toBe(400);
  });

  it('answers a made-up, altered or truncated token like a used one', async () => {
    const { issuedInvite } = await whitelist();
    const token = tokenOf(issuedInvite);
    const altered = `${token.slice(0, 40)}${token[40] === 'A' ? 'B' : 'A'}${token.slice(41)}`;
    for (const bad of [altered, token.slice(0, -2), `${randomBytes(30).toString('base64url')}.x`]) {
      const answer = await openInvite(bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(INVITE_MESSAGES.invalid);
    }
    expect((await openInvite(token)).statusCode).toBe(200);
  });

  it('keeps only a hash of the token, and records issuing and use in the audit trail', async () => {
    const entry = await whitelist();
    const token = tokenOf(entry.issuedInvite);
    const [row] = await db.select().from(inviteLinks).where(eq(inviteLinks.whitelistId, entry.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(row);
    // The token is `id.secret.signature`: the id is the row's, the secret and the signature are nowhere.
    for (const part of token.split('.').slice(1)) expect(stored).not.toContain(part.slice(0, 20));
    expect((await openInvite(token)).statusCode).toBe(200);

    const events = await db.select().from(auditEvents).where(eq(auditEvents.targetId, entry.id));
    expect(events.map((event) => event.action).sort()).toEqual([
      'invite.issue',
      'invite.use',
      'whitelist.add',
    ]);
    expect(JSON.stringify(events)).not.toContain(token.split('.')[1]);
    const [signIn] = await db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'sign-in.resident' AND ${auditEvents.actorEmail} = ${entry.email}`);
    expect(signIn?.details).toMatchObject({ method: 'invite' });
  });

  it('lets only administrators issue links; a resident reads neither links nor their states', async () => {
    const entry = await whitelist();
    const residentSession = bearer((await openInvite(tokenOf(entry.issuedInvite))).json().sessionId);
    const other = await whitelist();

    expect((await reissue(other.id, residentSession)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/whitelist/${other.id}/invite` })).statusCode,
    ).toBe(401);
    const listed = await app.inject({ method: 'GET', url: '/api/admin/whitelist', ...residentSession });
    expect(listed.statusCode).toBe(403);
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/whitelist',
      payload: { email: someEmail() },
      ...residentSession,
    });
    expect(added.statusCode).toBe(403);
    // The administrator's list carries each invite's state, never its link.
    const adminList = await app.inject({ method: 'GET', url: '/api/admin/whitelist?pageSize=100', ...admin });
    expect(adminList.body).not.toContain('/invite?');
    expect(adminList.body).not.toContain(tokenOf(other.issuedInvite).split('.')[1]);
  });

  it('refuses e-mail, code and mailed-link sign-in alike for a resident and a stranger', async () => {
    const entry = await whitelist();
    const stranger = someEmail();
    const answers = [];
    for (const email of [entry.email, stranger]) {
      for (const [url, payload] of [
        ['/api/auth/login', { email }],
        ['/api/auth/verify-code', { email, code: '123456' }],
      ] as const) {
        const answer = await app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
        answers.push({ url, status: answer.statusCode, body: answer.json() });
      }
    }
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toEqual({
        code: 'SIGN_IN_BY_INVITE',
        message: INVITE_MESSAGES.signInByInvite,
      });
    }
    const link = await app.inject({
      method: 'POST',
      url: '/api/auth/link',
      payload: { token: randomBytes(30).toString('base64url') },
      remoteAddress: nextAddress(),
    });
    expect(link.statusCode).toBe(403);
    const mode = await app.inject({ method: 'GET', url: '/api/auth/sign-in-mode' });
    expect(mode.json()).toEqual({ residentSignIn: 'invite' });
  });
});

describe('invite links in the other modes', () => {
  it('whitelisting makes no link, and neither issuing nor opening one works', async () => {
    const added = await other.app.inject({
      method: 'POST',
      url: '/api/admin/whitelist',
      payload: { email: someEmail() },
      ...otherAdmin,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().issuedInvite).toBeUndefined();
    const issued = await other.app.inject({
      method: 'POST',
      url: `/api/admin/whitelist/${added.json().id}/invite`,
      ...otherAdmin,
    });
    expect(issued.statusCode).toBe(409);
    const opened = await other.app.inject({
      method: 'POST',
      url: '/api/auth/invite',
      payload: { token: randomBytes(30).toString('base64url') },
    });
    expect(opened.statusCode).toBe(400);
  });
});
