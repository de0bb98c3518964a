import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  INVITE_DAYS,
  INVITE_MESSAGES,
  type InviteStatus,
  type IssuedInvite,
} from '@hub/contract/invites/invite.schema';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { SessionDevice } from '../../plugins/auth.ts';
import { AppError, conflict, notFound } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit-trail.ts';
import { startResidentSession } from '../auth/index.ts';
import { deriveKey, signToken, verifyToken } from '../secrets/index.ts';
import { emailWhitelist } from '../auth/index.ts';
import { inviteLinks } from './invites.table.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Whether invite links are on (RESIDENT_SIGN_IN=invite), the key that signs them, and the page they open. */
export type Invites = ReturnType<typeof createInvites>;

export function createInvites(config: Config, secret: Buffer) {
  return {
    isOn: config.residentSignIn === 'invite',
    key: deriveKey(secret, 'invite'),
    url: (token: string) => new URL(`/invite?${new URLSearchParams({ token })}`, config.publicUrl).toString(),
  };
}

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest();

/** Compares a token's hash with a stored one in constant time (equal lengths: both are SHA-256). */
const isSameHash = (token: string, storedHex: string) => {
  const stored = Buffer.from(storedHex, 'hex');
  const given = tokenHashOf(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
};

/**
 * Issues a new invite link for a whitelist entry in the caller's transaction, voiding any earlier one, and records
 * it in the audit trail. The answer is the only place the link ever appears.
 */
export async function issueInvite(
  tx: Executor,
  invites: Invites,
  entryId: string,
  actor: AuditActor,
): Promise<IssuedInvite> {
  if (!invites.isOn) throw conflict(INVITE_MESSAGES.off);
  const [entry] = await tx.select().from(emailWhitelist).where(eq(emailWhitelist.id, entryId)).for('update');
  if (!entry) throw notFound('This whitelist entry no longer exists.');
  if (!entry.isActive) throw conflict(INVITE_MESSAGES.inactive);
  const voided = await tx
    .update(inviteLinks)
    .set({ voidedAt: sql`now()` })
    .where(
      and(eq(inviteLinks.whitelistId, entry.id), isNull(inviteLinks.usedAt), isNull(inviteLinks.voidedAt)),
    )
    .returning({ id: inviteLinks.id });
  const id = randomUUID();
  const token = signToken(invites.key, `${id}.${randomBytes(32).toString('base64url')}`);
  const expiresAt = new Date(Date.now() + INVITE_DAYS * DAY);
  await tx.insert(inviteLinks).values({
    id,
    whitelistId: entry.id,
    email: entry.email,
    tokenHash: tokenHashOf(token).toString('hex'),
    issuedBy: actor.email,
    expiresAt,
  });
  await touchEntry(tx, entry.id);
  await recordAudit(tx, actor, {
    action: 'invite.issue',
    targetType: 'whitelist',
    targetId: entry.id,
    details: { email: entry.email, replaced: voided.length },
  });
  return { id: entry.id, email: entry.email, url: invites.url(token), expiresAt: expiresAt.toISOString() };
}

/**
 * Voids the entry's unused invite links: called when the entry is paused or its address changes, so a link handed
 * out before can never sign in as whoever the entry names now.
 */
export async function voidInvites(tx: Executor, entryId: string) {
  await tx
    .update(inviteLinks)
    .set({ voidedAt: sql`now()` })
    .where(
      and(eq(inviteLinks.whitelistId, entryId), isNull(inviteLinks.usedAt), isNull(inviteLinks.voidedAt)),
    );
}

/** The entry's row changes with its invite, so the whitelist's cached list and open dashboards are refreshed. */
const touchEntry = (tx: Executor, entryId: string) =>
  tx
    .update(emailWhitelist)
    .set({ updatedAt: sql`now()` })
    .where(eq(emailWhitelist.id, entryId));

/** The newest invite of each of these whitelist entries, as the Whitelist tab shows it (replaced ones left out). */
export async function inviteStatesOf(db: Executor, entryIds: string[]) {
  const states = new Map<string, InviteStatus>();
  if (entryIds.length === 0) return states;
  // Replaced links are voided, so each entry has at most one link left here (its newest); newest first anyway.
  const rows = await db
    .select()
    .from(inviteLinks)
    .where(and(inArray(inviteLinks.whitelistId, entryIds), isNull(inviteLinks.voidedAt)))
    .orderBy(desc(inviteLinks.createdAt));
  const now = Date.now();
  for (const row of rows)
    if (!states.has(row.whitelistId))
      states.set(row.whitelistId, {
        state: row.usedAt ? 'used' : row.expiresAt.getTime() <= now ? 'expired' : 'pending',
        issuedAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        usedAt: row.usedAt?.toISOString() ?? null,
      });
  return states;
}

/**
 * Opens an invite link: its signature, then its stored hash (constant time), once, before it expires, while it is
 * the entry's newest and the entry is active and still has the address it was issued to. One transaction marks it
 * used, opens the resident's session and records both in the audit trail. Every refusal answers alike.
 */
export async function signInWithInvite(
  db: Database,
  invites: Invites,
  token: string,
  device: SessionDevice = {},
) {
  const invalid = () => new AppError(400, 'INVALID_INVITE', INVITE_MESSAGES.invalid);
  if (!invites.isOn) throw invalid();
  const payload = verifyToken(invites.key, token);
  const id = payload?.split('.')[0] ?? '';
  if (!/^[0-9a-f-]{36}$/.test(id)) throw invalid();
  return db.transaction(async (tx) => {
    const [invite] = await tx.select().from(inviteLinks).where(eq(inviteLinks.id, id)).limit(1).for('update');
    if (!invite || !isSameHash(token, invite.tokenHash)) throw invalid();
    if (invite.usedAt || invite.voidedAt || invite.expiresAt <= new Date()) throw invalid();
    const [entry] = await tx
      .select()
      .from(emailWhitelist)
      .where(eq(emailWhitelist.id, invite.whitelistId))
      .limit(1);
    if (!entry?.isActive || entry.email !== invite.email) throw invalid();
    await tx
      .update(inviteLinks)
      .set({ usedAt: sql`now()` })
      .where(eq(inviteLinks.id, invite.id));
    await touchEntry(tx, entry.id);
    const session = await startResidentSession(tx, entry.email, device);
    const actor = { id: session.user.id, email: session.user.email, address: device.address ?? null };
    await recordAudit(tx, actor, {
      action: 'invite.use',
      targetType: 'whitelist',
      targetId: entry.id,
      details: { email: entry.email },
    });
    await recordAudit(tx, actor, {
      action: 'sign-in.resident',
      targetType: 'user',
      targetId: session.user.id,
      details: { method: 'invite' },
    });
    return session;
  });
}
