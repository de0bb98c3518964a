import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { MESSAGES } from '@hub/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { createSession } from '../../plugins/auth.ts';
import { AppError, conflict } from '../../plugins/errors.ts';
import { recordResidentSignIn } from '../insights/insights.service.ts';
import { emailWhitelist } from '../whitelist/whitelist.table.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sessions, users } from './users.table.ts';

const toSessionUser = (row: typeof users.$inferSelect): SessionUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

export async function findResidentEntry(db: Executor, email: string) {
  const [entry] = await db
    .select()
    .from(emailWhitelist)
    .where(eq(emailWhitelist.email, email.toLowerCase()))
    .limit(1);
  return entry;
}

/**
 * Opens a resident's session once the address is proven (by e-mail alone in `email` mode, by a mailed code or link
 * in `code` mode): the address must be on the whitelist and active; the user row is made on first sign-in.
 */
export async function startResidentSession(tx: Executor, email: string) {
  const entry = await findResidentEntry(tx, email);
  if (!entry) throw new AppError(403, 'NOT_WHITELISTED', MESSAGES.notWhitelisted);
  if (!entry.isActive) throw new AppError(403, 'WHITELIST_INACTIVE', MESSAGES.whitelistInactive);
  const [user] = await tx
    .insert(users)
    .values({ email: entry.email, name: entry.name, role: 'user', lastLoginAt: new Date() })
    .onConflictDoUpdate({
      target: users.email,
      set: { lastLoginAt: new Date(), name: sql`coalesce(${users.name}, excluded.name)` },
    })
    .returning();
  if (!user) throw new Error('user upsert returned nothing');
  // An administrator's account needs its password; an e-mail alone never opens it.
  if (user.role === 'admin') throw new AppError(403, 'ADMIN_ACCOUNT', MESSAGES.adminMustUsePortal);
  const sessionUser = toSessionUser(user);
  await recordResidentSignIn(tx, user.id);
  return { user: sessionUser, sessionId: await createSession(tx, sessionUser) };
}

/** The spec's sign-in (RESIDENT_SIGN_IN=email): an active whitelisted address alone opens a session. */
export async function loginResident(db: Database, email: string) {
  return db.transaction((tx) => startResidentSession(tx, email));
}

const LOCK_AFTER_FAILURES = 10;
const MAX_LOCK_MINUTES = 24 * 60;
const FAILURE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Admin sign-in; after 10 failures within an hour of each other, each further failure locks the account for
 * longer (1, 2, 4... minutes, at most a day).
 */
export async function loginAdmin(db: Database, email: string, password: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'admin')))
    .limit(1);
  if (user?.lockedUntil && user.lockedUntil > new Date()) {
    const retryAfter = Math.ceil((user.lockedUntil.getTime() - Date.now()) / 1000);
    throw new AppError(429, 'LOCKED', MESSAGES.tooManyRequests, undefined, {
      'retry-after': String(retryAfter),
    });
  }
  const isValid = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !isValid) {
    if (user) {
      // DESIGN: at most 10 failures an hour; a failure after an hour's quiet starts the count again.
      const isRecent =
        user.lastFailedLoginAt !== null && Date.now() - user.lastFailedLoginAt.getTime() < FAILURE_WINDOW_MS;
      const failures = (isRecent ? user.failedLoginCount : 0) + 1;
      const lockMinutes =
        failures >= LOCK_AFTER_FAILURES
          ? Math.min(2 ** (failures - LOCK_AFTER_FAILURES), MAX_LOCK_MINUTES)
          : 0;
      await db
        .update(users)
        .set({
          failedLoginCount: failures,
          lastFailedLoginAt: new Date(),
          lockedUntil: lockMinutes ? new Date(Date.now() + lockMinutes * 60_000) : null,
        })
        .where(eq(users.id, user.id));
    }
    throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.adminLoginFailed);
  }
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ failedLoginCount: 0, lockedUntil: null, lastFailedLoginAt: null, lastLoginAt: new Date() })
      .where(eq(users.id, user.id));
    const sessionUser = toSessionUser(user);
    return { user: sessionUser, sessionId: await createSession(tx, sessionUser) };
  });
}

export async function logout(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Creates an administrator, or makes an existing account one and sets its password. */
export async function upsertAdmin(
  db: Executor,
  input: { email: string; password: string; name?: string | null },
) {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email: input.email.toLowerCase(), name: input.name ?? null, role: 'admin', passwordHash })
    .onConflictDoUpdate({
      target: users.email,
      set: { role: 'admin', passwordHash, failedLoginCount: 0, lockedUntil: null, lastFailedLoginAt: null },
    })
    .returning();
  if (!user) throw new Error('admin upsert returned nothing');
  return toSessionUser(user);
}

export async function hasAdmin(db: Executor) {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(found);
}

/**
 * Used by the developer test page only: a new resident or administrator account. It never touches an existing
 * account, so the open helper cannot take over an administrator or reset a password.
 */
export async function createAccount(
  db: Executor,
  input: { email: string; name?: string | null; role: 'user' | 'admin'; password?: string },
) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [user] = await db
    .insert(users)
    .values({ email: input.email.toLowerCase(), name: input.name ?? null, role: input.role, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw conflict(MESSAGES.accountExists, { email: MESSAGES.accountExists });
  return toSessionUser(user);
}
