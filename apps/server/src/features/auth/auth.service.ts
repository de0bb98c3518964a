import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { TWO_FACTOR_MESSAGES } from '@hub/contract/auth/auth.schema';
import { MESSAGES, SERVER_MESSAGES } from '@hub/contract/messages';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { createSession, type SessionDevice } from '../../plugins/auth.ts';
import { AppError, conflict } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../../lib/audit-trail.ts';
import { adminSignInFailures } from './admin-sign-in-failures.table.ts';
import { sessions, users } from '../../db/users.table.ts';
import { recordResidentSignIn } from '../insights/index.ts';
import { emailWhitelist } from './whitelist.table.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { type TwoFactor, wrongCode } from './two-factor.ts';

const toSessionUser = (row: typeof users.$inferSelect): SessionUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  language: row.language,
});

/** Keeps the language a person chose for their account: their pages after sign-in and their mails follow it. */
export async function chooseLanguage(db: Executor, userId: string, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

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

type AdminAttempt = { email: string; address: string; actor: AuditActor };

/** The throttle of one account and address: 429 while it must wait, else its record (if any). */
async function checkAdminThrottle(db: Database, attempt: AdminAttempt) {
  const [throttle] = await db.select().from(adminSignInFailures).where(throttleKey(attempt)).limit(1);
  if (throttle?.blockedUntil && throttle.blockedUntil > new Date()) {
    const retryAfter = Math.ceil((throttle.blockedUntil.getTime() - Date.now()) / 1000);
    await recordAudit(db, attempt.actor, { action: 'sign-in.throttled', details: { retryAfter } });
    throw new AppError(429, 'LOCKED', MESSAGES.tooManyRequests, undefined, {
      'retry-after': String(retryAfter),
    });
  }
  return throttle;
}

const throttleKey = (attempt: AdminAttempt) =>
  and(eq(adminSignInFailures.email, attempt.email), eq(adminSignInFailures.address, attempt.address));

/** One more wrong password or code for this account and address; from the fifth, each try must wait longer. */
async function recordAdminFailure(
  db: Database,
  attempt: AdminAttempt,
  throttle: typeof adminSignInFailures.$inferSelect | undefined,
  action: 'sign-in.admin-failed' | 'sign-in.admin-2fa-failed',
) {
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
      .values({ email: attempt.email, address: attempt.address, ...values })
      .onConflictDoUpdate({ target: [adminSignInFailures.email, adminSignInFailures.address], set: values });
    await recordAudit(tx, attempt.actor, { action, details: { failures } });
  });
}

const adminAttempt = (email: string, device: SessionDevice): AdminAttempt => {
  const address = (device.address ?? 'unknown').slice(0, 64);
  return { email: email.toLowerCase(), address, actor: { id: null, email: email.toLowerCase(), address } };
};

/** The administrator is who they say: their throttle is cleared, the sign-in recorded, a session opened. */
async function openAdminSession(
  tx: Executor,
  user: typeof users.$inferSelect,
  attempt: AdminAttempt,
  device: SessionDevice,
  details?: Record<string, unknown>,
) {
  await tx.delete(adminSignInFailures).where(throttleKey(attempt));
  await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  await recordAudit(tx, { ...attempt.actor, id: user.id }, { action: 'sign-in.admin', details });
  const sessionUser = toSessionUser(user);
  return { user: sessionUser, sessionId: await createSession(tx, sessionUser, device) };
}

/**
 * An administrator signed in with a passkey, which proves possession of their device and (with user verification)
 * who holds it: it stands for both the password and the second factor (ADMIN_2FA), so a session opens at once.
 */
export async function openAdminSessionWithPasskey(
  tx: Executor,
  user: typeof users.$inferSelect,
  device: SessionDevice,
) {
  return openAdminSession(tx, user, adminAttempt(user.email, device), device, { passkey: true });
}

/**
 * Admin sign-in. Wrong passwords slow down the pair of account and client address (growing waits), never the
 * account as a whole, so nobody can lock an administrator out from elsewhere; an unknown account is answered and
 * timed exactly like a known one (a dummy hash is checked). An administrator with two-factor (or asked to set it
 * up by ADMIN_2FA=required) gets a challenge for the second step instead of a session.
 */
export async function loginAdmin(
  db: Database,
  twoFactor: TwoFactor,
  email: string,
  password: string,
  device: SessionDevice = {},
) {
  const attempt = adminAttempt(email, device);
  const throttle = await checkAdminThrottle(db, attempt);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, attempt.email), eq(users.role, 'admin')))
    .limit(1);
  const isValid = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !isValid) {
    await recordAdminFailure(db, attempt, throttle, 'sign-in.admin-failed');
    throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.adminLoginFailed);
  }
  const secondStep = twoFactor.afterPassword(user, attempt.address);
  if (secondStep) return secondStep;
  return db.transaction((tx) => openAdminSession(tx, user, attempt, device));
}

/**
 * The second step: the code from the administrator's authenticator app, from the address that gave the password,
 * within five minutes. A first code also turns two-factor on (ADMIN_2FA=required). Wrong codes count like wrong
 * passwords for that account and address.
 */
export async function completeAdminTwoFactor(
  db: Database,
  twoFactor: TwoFactor,
  challenge: string,
  code: string,
  device: SessionDevice = {},
) {
  const address = (device.address ?? 'unknown').slice(0, 64);
  const claim = twoFactor.readChallenge(challenge, address, ['code', 'enrol']);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, claim.userId), eq(users.role, 'admin')))
    .limit(1);
  if (!user) throw new AppError(400, 'CHALLENGE_EXPIRED', TWO_FACTOR_MESSAGES.expired);
  const attempt = adminAttempt(user.email, device);
  const throttle = await checkAdminThrottle(db, attempt);
  const isEnrolment = claim.kind === 'enrol';
  const sealed = isEnrolment ? claim.sealedSecret : user.totpSecret;
  if (!sealed || (!isEnrolment && !user.totpEnabledAt))
    throw new AppError(400, 'CHALLENGE_EXPIRED', TWO_FACTOR_MESSAGES.expired);
  const step = await twoFactor.check(twoFactor.open(sealed), code, isEnrolment ? null : user.totpLastStep);
  if (step === null) {
    await recordAdminFailure(db, attempt, throttle, 'sign-in.admin-2fa-failed');
    throw wrongCode();
  }
  return db.transaction(async (tx) => {
    // Only one request may spend a time step: the row is claimed by the step it moves past.
    const [claimed] = await tx
      .update(users)
      .set({
        totpLastStep: step,
        ...(isEnrolment ? { totpSecret: sealed, totpEnabledAt: new Date() } : {}),
      })
      .where(
        and(
          eq(users.id, user.id),
          isEnrolment
            ? isNull(users.totpEnabledAt)
            : or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    if (!claimed) throw wrongCode();
    if (isEnrolment)
      await recordAudit(
        tx,
        { ...attempt.actor, id: user.id },
        { action: 'two-factor.enable', targetType: 'user', targetId: user.id },
      );
    return openAdminSession(tx, user, attempt, device, { twoFactor: true });
  });
}

/** 'My account': whether two-factor is on, and whether this server lets it be turned off. */
export async function twoFactorStatus(db: Executor, twoFactor: TwoFactor, admin: SessionUser) {
  const [user] = await db
    .select({ enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, admin.id))
    .limit(1);
  return { enabled: Boolean(user?.enabledAt), required: twoFactor.mode === 'required' };
}

async function adminWithPassword(db: Executor, admin: SessionUser, currentPassword: string) {
  const [user] = await db.select().from(users).where(eq(users.id, admin.id)).limit(1);
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash)))
    throw new AppError(400, 'VALIDATION', SERVER_MESSAGES.currentPasswordWrong, {
      currentPassword: SERVER_MESSAGES.currentPasswordWrong,
    });
  return user;
}

/** Turning two-factor on, step one: the current password, then a new secret to scan. */
export async function startTwoFactorSetup(
  db: Database,
  twoFactor: TwoFactor,
  admin: SessionUser,
  currentPassword: string,
  address: string,
) {
  const user = await adminWithPassword(db, admin, currentPassword);
  if (user.totpEnabledAt) throw conflict('Two-factor authentication is already on.');
  return twoFactor.startSetup(user, address);
}

/** Step two: a first right code turns it on; every other session of the account ends. */
export async function enableTwoFactor(
  db: Database,
  twoFactor: TwoFactor,
  admin: SessionUser,
  input: { challenge: string; code: string },
  context: { address: string; currentTokenHash: string; actor: AuditActor },
) {
  const claim = twoFactor.readChallenge(input.challenge, context.address, ['setup']);
  if (claim.userId !== admin.id || !claim.sealedSecret)
    throw new AppError(400, 'CHALLENGE_EXPIRED', TWO_FACTOR_MESSAGES.expired);
  const step = await twoFactor.check(twoFactor.open(claim.sealedSecret), input.code, null);
  if (step === null) throw wrongCode();
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ totpSecret: claim.sealedSecret, totpEnabledAt: new Date(), totpLastStep: step })
      .where(and(eq(users.id, admin.id), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    if (!changed) throw conflict('Two-factor authentication is already on.');
    await afterSecurityChange(tx, 'two-factor.enable', admin.id, context);
  });
}

/** Turning it off takes the password and a current code; never while ADMIN_2FA=required. */
export async function disableTwoFactor(
  db: Database,
  twoFactor: TwoFactor,
  admin: SessionUser,
  input: { currentPassword: string; code: string },
  context: { currentTokenHash: string; actor: AuditActor },
) {
  if (twoFactor.mode === 'required') throw conflict(TWO_FACTOR_MESSAGES.required);
  const user = await adminWithPassword(db, admin, input.currentPassword);
  if (!user.totpSecret || !user.totpEnabledAt) throw conflict('Two-factor authentication is not on.');
  const step = await twoFactor.check(twoFactor.open(user.totpSecret), input.code, user.totpLastStep);
  if (step === null) throw wrongCode();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, admin.id));
    await afterSecurityChange(tx, 'two-factor.disable', admin.id, context);
  });
}

/** The command line's way back in for an administrator who lost their device: two-factor off, sessions ended. */
export async function resetTwoFactor(db: Database, email: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'admin')))
      .returning({ id: users.id });
    if (!user) return false;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'two-factor.reset',
      targetType: 'user',
      targetId: user.id,
    });
    return true;
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
    throw new AppError(400, 'VALIDATION', SERVER_MESSAGES.currentPasswordWrong, {
      currentPassword: SERVER_MESSAGES.currentPasswordWrong,
    });
  if (isCommonPassword(input.newPassword, user.email))
    throw new AppError(400, 'VALIDATION', COMMON_PASSWORD_MESSAGE, { newPassword: COMMON_PASSWORD_MESSAGE });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await afterSecurityChange(tx, 'password.change', user.id, { actor, currentTokenHash });
  });
}

/**
 * What follows a change to how an account signs in (password, two-factor): it is recorded, and every other
 * session of the account ends; the one that made the change stays.
 */
async function afterSecurityChange(
  tx: Executor,
  action: 'password.change' | 'two-factor.enable' | 'two-factor.disable',
  userId: string,
  context: { actor: AuditActor; currentTokenHash: string },
) {
  await recordAudit(tx, context.actor, { action, targetType: 'user', targetId: userId });
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, context.currentTokenHash)));
}

export async function logout(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Creates an administrator, or makes an existing account one and sets its password. */
export async function upsertAdmin(
  db: Executor,
  input: { email: string; name?: string | null } & ({ password: string } | { passwordHash: string }),
) {
  const passwordHash = 'passwordHash' in input ? input.passwordHash : await hashPassword(input.password);
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
