import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { sessions, users } from '../../db/users.table.ts';

/** My signed-in devices, the one asking marked; newest activity first. */
export async function listDeviceSessions(db: Executor, userId: string, currentTokenHash: string | null) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.lastSeenAt));
  return {
    items: rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      address: row.address,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      isCurrent: row.tokenHash === currentTokenHash,
    })),
  };
}

/** Signs one of my devices out; another member's session id answers 404. */
export async function endDeviceSession(db: Executor, userId: string, sessionId: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (!ended.length) throw notFound('This session has already ended.');
}

/** Sign out everywhere: every session of the account, or every one but `keepTokenHash`. */
export async function endAllSessions(db: Executor, userId: string, keepTokenHash?: string) {
  const ended = await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined),
    )
    .returning({ id: sessions.id });
  return { ended: ended.length };
}

/** An administrator ends a member's sessions (by the whitelist entry's address). */
export async function endSessionsOfEmail(db: Executor, email: string) {
  const ended = await db
    .delete(sessions)
    .where(
      sql`${sessions.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${email.toLowerCase()})`,
    )
    .returning({ id: sessions.id });
  return { ended: ended.length };
}
