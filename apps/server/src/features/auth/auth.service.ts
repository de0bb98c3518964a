import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { MESSAGES } from '@hub/contract/messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { createSession, type SessionDevice } from '../../plugins/auth.ts';
import { AppError, conflict } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { recordResidentSignIn } from '../insights/insights.service.ts';
import { emailWhitelist } from '../whitelist/whitelist.table.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { adminSignInFailures, sessions, users } from './users.table.ts';

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
export async function startResidentSession(tx: Executor, email: string, device: SessionDevice = {}) {
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
  return { user: sessionUser, sessionId: await createSession(tx, sessionUser, device) };
}

/** The spec's sign-in (RESIDENT_SIGN_IN=email): an active whitelisted address alone opens a session. */
export async function loginResident(db: Database, email: string, device: SessionDevice = {}) {
  return db.transaction((tx) => startResidentSession(tx, email, device));
}

/** After this many wrong passwords for one account from one address within an hour, each try must wait. */
const FREE_FAILURES = 5;
const FAILURE_WINDOW_MS = 60 * 60 * 1000;
const MAX_WAIT_SECONDS = 15 * 60;

/** Seconds to wait after `failures` wrong passwords: 1, 2, 4... from the fifth, at most 15 minutes. */
const waitAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS);

/**
 * Admin sign-in. Wrong passwords slow down the pair of account and client address (growing waits), never the
 * account as a whole, so nobody can lock an administrator out from elsewhere; an unknown account is answered and
 * timed exactly like a known one (a dummy hash is checked).
 */
export async function loginAdmin(db: Database, email: string, password: string, device: SessionDevice = {}) {
  const address = (device.address ?? 'unknown').slice(0, 64);
  const key = and(
    eq(adminSignInFailures.email, email.toLowerCase()),
    eq(adminSignInFailures.address, address),
  );
  const [throttle] = await db.select().from(adminSignInFailures).where(key).limit(1);
  const actor = { id: null, email: email.toLowerCase(), address };
  if (throttle?.blockedUntil && throttle.blockedUntil > new Date()) {
    const retryAfter = Math.ceil((throttle.blockedUntil.getTime() - Date.now()) / 1000);
    await recordAudit(db, actor, { action: 'sign-in.throttled', details: { retryAfter } });
    throw new AppError(429, 'LOCKED', MESSAGES.tooManyRequests, undefined, {
      'retry-after': String(retryAfter),
    });
  }
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'admin')))
    .limit(1);
  const isValid = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !isValid) {
    const isNewWindow = !throttle || Date.now() - throttle.windowStartedAt.getTime() > FAILURE_WINDOW_MS;
    const failures = (isNewWindow ? 0 : throttle.failures) + 1;
    const wait = waitAfter(failures);
    const values = {
      failures,
      windowStartedAt: isNewWindow ? new Date() : throttle.windowStartedAt,
      blockedUntil: wait ? new Date(Date.now() + wait * 1000) : null,
    };
    await db.transaction(async (tx) => {
      await tx
        .insert(adminSignInFailures)
        .values({ email: email.toLowerCase(), address, ...values })
        .onConflictDoUpdate({
          target: [adminSignInFailures.email, adminSignInFailures.address],
          set: values,
        });
      await recordAudit(tx, actor, { action: 'sign-in.admin-failed', details: { failures } });
    });
    throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.adminLoginFailed);
  }
  return db.transaction(async (tx) => {
    await tx.delete(adminSignInFailures).where(key);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, { ...actor, id: user.id }, { action: 'sign-in.admin' });
    const sessionUser = toSessionUser(user);
    return { user: sessionUser, sessionId: await createSession(tx, sessionUser, device) };
  });
}

/**
 * An administrator's own password: the current one must be right, the new one not a common one. Every other
 * session of the account ends; the one asking stays signed in.
 */
export async function changeAdminPassword(
  db: Database,
  admin: SessionUser,
  currentTokenHash: string,
  input: { currentPassword: string; newPassword: string },
  actor: AuditActor,
) {
  const [user] = await db.select().from(users).where(eq(users.id, admin.id)).limit(1);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw new AppError(400, 'VALIDATION', 'The current password is not right.', {
      currentPassword: 'The current password is not right.',
    });
  if (isCommonPassword(input.newPassword, user.email))
    throw new AppError(400, 'VALIDATION', COMMON_PASSWORD_MESSAGE, { newPassword: COMMON_PASSWORD_MESSAGE });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await recordAudit(tx, actor, { action: 'password.change', targetType: 'user', targetId: user.id });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, currentTokenHash)));
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
      set: { role: 'admin', passwordHash },
    })
    .returning();
  if (!user) throw new Error('admin upsert returned nothing');
  // A new role or a new password ends every session the account had.
  await db.delete(sessions).where(eq(sessions.userId, user.id));
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
