import { hash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { sessions, users } from '../db/users.table.ts';
import type { ChangeBus } from '../realtime/change-bus.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * How long a session lives (OWASP ASVS 5.0 V7): residents 30 days idle and 90 days in all; administrators 30
 * minutes idle and 12 hours in all. `expires_at` holds the absolute end; idleness is measured from `last_seen_at`.
 */
/**
 * The user of a session that has not expired, with the session columns asked for (`extra`): one indexed query,
 * by the hash of the session's token.
 */
export function selectSessionUser<Extra extends Record<string, PgColumn>>(
  db: Executor,
  tokenHash: string,
  extra: Extra,
) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      language: users.language,
      ...extra,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
}

const SESSION_LIMITS = {
  user: { idleMs: 30 * DAY, totalMs: 90 * DAY, touchEveryMs: HOUR },
  admin: { idleMs: 30 * MINUTE, totalMs: 12 * HOUR, touchEveryMs: MINUTE },
} as const;

/** Where a session was opened from, shown in 'Signed-in devices'. */
export type SessionDevice = { userAgent?: string; address?: string };
export const deviceOf = (request: FastifyRequest): SessionDevice => ({
  userAgent: request.headers['user-agent']?.slice(0, 300),
  address: request.ip,
});

export const hashToken = (token: string) => hash('sha256', token, 'hex');

export async function createSession(
  db: Executor,
  user: SessionUser,
  device: SessionDevice = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_LIMITS[user.role].totalMs),
    userAgent: device.userAgent ?? null,
    address: device.address?.slice(0, 64) ?? null,
  });
  return token;
}

export async function deleteSessionsOfEmail(db: Executor, email: string) {
  await db
    .delete(sessions)
    .where(sql`${sessions.userId} IN (SELECT id FROM users WHERE email = ${email.toLowerCase()})`);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

type FoundSession = SessionUser & { lastSeenAt: Date };

/**
 * How long a session read from the database is trusted in memory. A session ended anywhere (sign-out, deleted
 * account, 'sign out other devices') is dropped at once in every process through the change bus; what is left
 * to `cacheMs` (SESSION_CACHE_SECONDS) is a change of name, role or language (decision 051).
 */
const SESSION_CACHE_MAX = 10_000;

/**
 * Reads the bearer token on every request into `request.user`: one indexed query, or none when the session was
 * read in the last few seconds.
 */
export function registerAuth(
  app: FastifyInstance,
  db: Executor,
  { changes, cacheMs = 0 }: { changes?: ChangeBus; cacheMs?: number } = {},
) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  const cached = new Map<string, { session: FoundSession; at: number }>();
  changes?.subscribe((change) => {
    if (change.table !== 'sessions' && change.table !== '*') return;
    if (!change.userId) return cached.clear();
    for (const [hash, { session }] of cached) if (session.id === change.userId) cached.delete(hash);
  });
  const read = async (tokenHash: string): Promise<FoundSession | undefined> => {
    const hit = cached.get(tokenHash);
    if (changes?.isListening && hit && Date.now() - hit.at < cacheMs) return hit.session;
    const [found] = await selectSessionUser(db, tokenHash, { lastSeenAt: sessions.lastSeenAt });
    if (found && cacheMs > 0) {
      if (cached.size >= SESSION_CACHE_MAX) cached.clear();
      cached.set(tokenHash, { session: found, at: Date.now() });
    } else cached.delete(tokenHash);
    return found;
  };

  // A sign-out or a password change answered here: its ended sessions must not be trusted even for the moment
  // before their notification comes back.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cached.clear();
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const tokenHash = hashToken(token);
    const found = await read(tokenHash);
    if (!found) return;
    const limits = SESSION_LIMITS[found.role];
    const idleFor = Date.now() - found.lastSeenAt.getTime();
    if (idleFor > limits.idleMs) {
      cached.delete(tokenHash);
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      return;
    }
    request.user = {
      id: found.id,
      email: found.email,
      name: found.name,
      role: found.role,
      language: found.language,
    };
    request.sessionTokenHash = tokenHash;
    // Touched now and then, not on every request: often enough to measure idleness to the minute for admins.
    if (idleFor > limits.touchEveryMs) {
      found.lastSeenAt = new Date();
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.tokenHash, tokenHash));
    }
  });
}

/** Route guards, used as `onRequest` hooks on a whole route subtree. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin') throw forbidden();
}

/** The signed-in user, for handlers behind a guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
