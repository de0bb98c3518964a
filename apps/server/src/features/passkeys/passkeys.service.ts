import { PASSKEY_MESSAGES } from '@hub/contract/passkeys/passkey.schema';
import type { SessionUser } from '@hub/contract/auth/auth.schema';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { SessionDevice } from '../../plugins/auth.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { recordAudit, type AuditActor } from '../../lib/audit-trail.ts';
import { users } from '../../db/users.table.ts';
import { openAdminSessionWithPasskey, startResidentSession } from '../auth/index.ts';
import { passkeyChallenges, passkeys } from './passkeys.table.ts';

/** A WebAuthn challenge lives this long, and is good for one answer. */
const CHALLENGE_MS = 2 * 60_000;

/** Who this server is to authenticators: the relying party's id (PUBLIC_URL's host) and the origin pages come from. */
export type RelyingParty = { id: string; name: string; origin: string };
export const relyingPartyOf = (publicUrl: string, name: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, name, origin: url.origin };
};

const notAccepted = () => new AppError(400, 'PASSKEY_NOT_ACCEPTED', PASSKEY_MESSAGES.notAccepted);
const notAdded = () => new AppError(400, 'PASSKEY_NOT_ADDED', PASSKEY_MESSAGES.notAdded);

/** WebAuthn options as the plain JSON object the API answers with (the browser library reads them back). */
const asJson = (options: object) => options as Record<string, unknown>;

/** Keeps a challenge for one answer; old ones are cleared on the way. */
async function keepChallenge(db: Executor, challenge: string, userId: string | null) {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  const [row] = await db
    .insert(passkeyChallenges)
    .values({ challenge, userId, expiresAt: new Date(Date.now() + CHALLENGE_MS) })
    .returning({ id: passkeyChallenges.id });
  if (!row) throw new Error('challenge insert returned nothing');
  return row.id;
}

/** Takes a challenge (deleting it, so it answers once): its text, or null when it is gone, old or someone else's. */
async function takeChallenge(db: Executor, id: string, userId: string | null) {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.id, id), gt(passkeyChallenges.expiresAt, sql`now()`)))
    .returning();
  if (!row || row.userId !== userId) return null;
  return row.challenge;
}

/** My passkeys, oldest first. */
export async function listPasskeys(db: Executor, member: SessionUser) {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, member.id))
    .orderBy(asc(passkeys.createdAt));
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** Adding a passkey, step one: what the browser needs to make one for this member (a discoverable credential). */
export async function startAddingPasskey(db: Database, rp: RelyingParty, member: SessionUser) {
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, member.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    userDisplayName: member.name ?? member.email,
    userID: new TextEncoder().encode(member.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports ?? [] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { challengeId: await keepChallenge(db, options.challenge, member.id), options: asJson(options) };
}

/** Step two: the authenticator's answer to this member's challenge is checked, and the passkey kept. */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  member: SessionUser,
  input: { challengeId: string; name: string; response: Record<string, unknown> },
  actor: AuditActor,
) {
  const challenge = await takeChallenge(db, input.challengeId, member.id);
  if (!challenge) throw new AppError(400, 'PASSKEY_EXPIRED', PASSKEY_MESSAGES.expired);
  const verification = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw notAdded();
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: member.id,
        name: input.name,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? null,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw notAdded();
    await recordAudit(tx, actor, { action: 'passkey.add', targetType: 'user', targetId: member.id });
    return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
  });
}

/** Removes one of my passkeys; anyone else's answers 404. */
export async function removePasskey(db: Database, member: SessionUser, id: string, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, member.id)))
      .returning({ id: passkeys.id });
    if (!removed.length) throw notFound(PASSKEY_MESSAGES.gone);
    await recordAudit(tx, actor, { action: 'passkey.remove', targetType: 'user', targetId: member.id });
  });
}

/** Signing in with a passkey, step one: a challenge any of this server's passkeys may answer (no account named). */
export async function startPasskeySignIn(db: Database, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  return { challengeId: await keepChallenge(db, options.challenge, null), options: asJson(options) };
}

/**
 * Step two: the passkey's signature over the challenge opens a session for its member. A resident must still be
 * on the whitelist and active; an administrator's passkey is their second factor too. Every failure answers alike.
 */
export async function signInWithPasskey(
  db: Database,
  rp: RelyingParty,
  input: { challengeId: string; response: Record<string, unknown> },
  device: SessionDevice,
) {
  const challenge = await takeChallenge(db, input.challengeId, null);
  const credentialId = typeof input.response.id === 'string' ? input.response.id : '';
  const [found] = challenge
    ? await db
        .select({ passkey: passkeys, user: users })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(passkeys.credentialId, credentialId))
        .limit(1)
    : [];
  if (!challenge || !found) throw notAccepted();
  const verification = await verifyAuthenticationResponse({
    response: input.response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: found.passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(found.passkey.publicKey, 'base64url')),
      counter: found.passkey.counter,
      transports: (found.passkey.transports ?? []) as never,
    },
  }).catch(() => null);
  if (!verification?.verified) throw notAccepted();
  return db.transaction(async (tx) => {
    await tx
      .update(passkeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(passkeys.id, found.passkey.id));
    if (found.user.role === 'admin') return openAdminSessionWithPasskey(tx, found.user, device);
    const session = await startResidentSession(tx, found.user.email, device);
    await recordAudit(
      tx,
      { id: found.user.id, email: found.user.email, address: device.address ?? null },
      {
        action: 'sign-in.resident',
        targetType: 'user',
        targetId: found.user.id,
        details: { method: 'passkey' },
      },
    );
    return session;
  });
}
