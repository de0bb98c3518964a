import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { SIGN_IN_MESSAGES } from '@hub/contract/messages';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { SessionDevice } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Mail } from '../mail/mail.service.ts';
import { signToken, verifyToken } from '../secrets/app-secret.ts';
import { findResidentEntry, startResidentSession } from './auth.service.ts';
import { type CodePurpose, signInCodes } from './sign-in-codes.table.ts';

const MINUTE = 60_000;
/** A code and its link work once, for 10 minutes; five wrong codes void them. */
export const CODE_MINUTES = 10;
export const MAX_WRONG_CODES = 5;
/** The one-click link in the access-approved mail: read hours later, so it lasts a week (still single use). */
export const APPROVAL_LINK_DAYS = 7;

export type SignInTarget = { jobId?: string; internshipId?: string; courseId?: string };

const codeHashOf = (key: Buffer, id: string, code: string) =>
  createHmac('sha256', key).update(`${id}:${code}`).digest('hex');
const linkHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a single-use sign-in proof for `email`: a link token (an HMAC-signed random value, stored hashed) and,
 * for 'Access Platform', a 6-digit code (stored as a keyed hash). A new code voids the earlier unused ones.
 */
async function issueProof(
  db: Executor,
  key: Buffer,
  input: {
    email: string;
    withCode: boolean;
    lifetimeMs: number;
    target?: SignInTarget | null;
    purpose?: CodePurpose;
  },
) {
  const purpose = input.purpose ?? 'sign-in';
  const id = randomUUID();
  const code = input.withCode ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  const token = signToken(key, `${id}.${randomBytes(18).toString('base64url')}`);
  if (input.withCode)
    await db
      .update(signInCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(signInCodes.email, input.email), isNull(signInCodes.usedAt), isNotNull(signInCodes.codeHash)),
      );
  await db.insert(signInCodes).values({
    id,
    email: input.email,
    codeHash: code ? codeHashOf(key, id, code) : null,
    linkHash: linkHashOf(token),
    target: input.target ?? null,
    purpose,
    expiresAt: new Date(Date.now() + input.lifetimeMs),
  });
  return { code, token };
}

/** `/auto-login?token=…`, plus the spec's target parameter so the page continues there. */
function linkUrl(mail: Mail, token: string, target?: SignInTarget | null) {
  const query = new URLSearchParams({ token, ...target });
  return mail.url(`/auto-login?${query}`);
}

/**
 * 'Access Platform' in code mode: a listed, active resident gets a code and a link by mail. Everyone gets the same
 * answer, so it tells nobody which addresses are listed; an unlisted or paused address gets no mail.
 */
export async function requestSignInCode(db: Database, mail: Mail, email: string) {
  const key = mail.signInKey;
  const entry = await findResidentEntry(db, email);
  if (entry?.isActive) {
    await db.transaction(async (tx) => {
      const { code, token } = await issueProof(tx, key, {
        email: entry.email,
        withCode: true,
        lifetimeMs: CODE_MINUTES * MINUTE,
      });
      await mail.queue(tx, {
        kind: 'sign-in-code',
        to: entry.email,
        code: code ?? '',
        link: linkUrl(mail, token),
        minutes: CODE_MINUTES,
      });
    });
  }
  return { codeSent: true as const, email: email.toLowerCase() };
}

/** The access-approved mail's one-click link (code mode), made in the approving transaction. */
export async function approvalSignInLink(db: Executor, mail: Mail, email: string) {
  const { token } = await issueProof(db, mail.signInKey, {
    email,
    withCode: false,
    lifetimeMs: APPROVAL_LINK_DAYS * 24 * 60 * MINUTE,
  });
  return linkUrl(mail, token);
}

/**
 * Checks `code` against the newest unused code of `purpose` mailed to `email`, inside the caller's transaction:
 * null when it is right (it is then used up), else what to tell the person. A wrong code counts against it; the
 * fifth voids it. The caller commits either way, so the count stands even though the request fails.
 */
export async function useCode(tx: Executor, key: Buffer, email: string, code: string, purpose: CodePurpose) {
  const [proof] = await tx
    .select()
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.email, email),
        eq(signInCodes.purpose, purpose),
        isNotNull(signInCodes.codeHash),
        isNull(signInCodes.usedAt),
      ),
    )
    .orderBy(desc(signInCodes.createdAt))
    .limit(1)
    .for('update');
  if (!proof || proof.expiresAt <= new Date()) return SIGN_IN_MESSAGES.codeExpired;
  if (proof.codeHash !== codeHashOf(key, proof.id, code)) {
    const failed = proof.failedAttempts + 1;
    const isVoided = failed >= MAX_WRONG_CODES;
    await tx
      .update(signInCodes)
      .set({ failedAttempts: failed, usedAt: isVoided ? sql`now()` : null })
      .where(eq(signInCodes.id, proof.id));
    return isVoided ? SIGN_IN_MESSAGES.codeVoided : SIGN_IN_MESSAGES.codeWrong;
  }
  await tx
    .update(signInCodes)
    .set({ usedAt: sql`now()` })
    .where(eq(signInCodes.id, proof.id));
  return null;
}

/** A fresh 6-digit code for something other than signing in (e.g. deleting one's account), valid 10 minutes. */
export async function issueCode(db: Executor, key: Buffer, email: string, purpose: CodePurpose) {
  const { code } = await issueProof(db, key, {
    email,
    withCode: true,
    lifetimeMs: CODE_MINUTES * MINUTE,
    purpose,
  });
  return code ?? '';
}

/** The error a wrong, expired or voided code answers, on the form's 'code' field. */
export const invalidCode = (message: string) => new AppError(400, 'INVALID_CODE', message, { code: message });

/** Signs in with the newest sign-in code mailed to `email`. */
export async function verifySignInCode(
  db: Database,
  key: Buffer,
  email: string,
  code: string,
  device: SessionDevice = {},
) {
  const outcome = await db.transaction(async (tx) => {
    const error = await useCode(tx, key, email, code, 'sign-in');
    return error
      ? { error, session: null }
      : { error: null, session: await startResidentSession(tx, email, device) };
  });
  if (outcome.session) return outcome.session;
  throw invalidCode(outcome.error ?? SIGN_IN_MESSAGES.codeWrong);
}

/** Signs in with a one-click link from a mail: the signature, then the stored hash, once, before it expires. */
export async function signInWithLink(db: Database, key: Buffer, token: string, device: SessionDevice = {}) {
  const payload = verifyToken(key, token);
  const invalid = () => new AppError(400, 'INVALID_LINK', SIGN_IN_MESSAGES.linkInvalid);
  const id = payload?.split('.')[0] ?? '';
  if (!/^[0-9a-f-]{36}$/.test(id)) throw invalid();
  return db.transaction(async (tx) => {
    const [proof] = await tx.select().from(signInCodes).where(eq(signInCodes.id, id)).limit(1).for('update');
    if (
      !proof ||
      proof.purpose !== 'sign-in' ||
      proof.usedAt ||
      proof.expiresAt <= new Date() ||
      proof.linkHash !== linkHashOf(token)
    )
      throw invalid();
    await tx
      .update(signInCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(signInCodes.id, proof.id));
    return { ...(await startResidentSession(tx, proof.email, device)), target: proof.target };
  });
}
