import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { sessions, users } from '../features/auth/users.table.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
}

const DAY = 24 * 60 * 60 * 1000;
/** Residents stay signed in for 30 days of inactivity; administrators for 12 hours from login. */
const RESIDENT_IDLE_MS = 30 * DAY;
const ADMIN_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A resident session's expiry is pushed forward at most once an hour, not on every request. */
const EXTEND_AFTER_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Executor, user: SessionUser): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = user.role === 'admin' ? ADMIN_LIFETIME_MS : RESIDENT_IDLE_MS;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + lifetime),
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

/** Reads the bearer token on every request into `request.user`: one indexed query. */
export function registerAuth(app: FastifyInstance, db: Executor) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const tokenHash = hashToken(token);
    const [found] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!found) return;
    request.user = { id: found.id, email: found.email, name: found.name, role: found.role };
    request.sessionTokenHash = tokenHash;
    if (found.role !== 'admin' && Date.now() - found.lastSeenAt.getTime() > EXTEND_AFTER_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()`, expiresAt: new Date(Date.now() + RESIDENT_IDLE_MS) })
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
