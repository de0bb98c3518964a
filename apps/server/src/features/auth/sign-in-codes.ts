import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { SIGN_IN_MESSAGES } from '@hub/contract/messages';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database, Executor } from '../../db/client.ts';
import type { SessionDevice } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { enqueue } from '../../queue/queue.ts';
import { type Mail, queueCopy } from '../mail/index.ts';
import { outbox } from '../mail/index.ts';
import { signToken, verifyToken } from '../secrets/index.ts';
import { findResidentEntry, startResidentSession } from './auth.service.ts';
import { type CodePurpose, signInCodeGuesses, signInCodes } from './sign-in-codes.table.ts';

const MINUTE = 60_000;
/** A code and its link work once, for 10 minutes. */
const CODE_MINUTES = 10;
/**
 * Wrong codes: five from one client address end that address's tries at the code (or, where no address is
 * counted, the code itself); twenty in all, from anywhere, void it.
 */
const MAX_WRONG_CODES = 5;
const MAX_WRONG_CODES_IN_ALL = 20;
/**
 * Asking again while the current code is this young mails the same code again instead of a new one, so a stranger
 * asking for someone's code never voids the one on its way to them.
 */
const RESEND_SAME_CODE_MINUTES = 5;
/** At most this many sign-in mails to one address in `minutes`; past it nothing is sent, the sent code still works. */
export const SIGN_IN_MAILS = { mails: 3, minutes: 10 } as const;
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
 * 'Access Platform' in code mode: every address gets the same answer after the same work, one background job, so
 * neither the answer nor its timing tells which addresses are listed. The job (`sendSignInCode`) mails a listed,
 * active resident; an unlisted or paused address gets nothing.
 */
export async function requestSignInCode(db: Executor, email: string, language?: string) {
  const address = email.toLowerCase();
  await enqueue(db, 'send_sign_in_code', { email: address, language }, { maxAttempts: 3 });
  return { codeSent: true as const, email: address };
}

/** The job behind 'Access Platform' in code mode. */
export const sendSignInCodeTask =
  (db: Database, mail: Mail): Task =>
  async (payload) => {
    const { email, language } = payload as { email?: unknown; language?: unknown };
    await sendSignInCode(db, mail, String(email ?? ''), typeof language === 'string' ? language : undefined);
  };

/**
 * Mails a listed, active resident their sign-in code: the current one again while it is young (a new request never
 * voids a code on its way), else a new one; nothing past `SIGN_IN_MAILS` in ten minutes. Returns what it did.
 */
async function sendSignInCode(db: Database, mail: Mail, email: string, language: string | undefined) {
  await db.delete(signInCodeGuesses).where(lt(signInCodeGuesses.lastFailedAt, sql`now() - interval '1 day'`));
  const entry = await findResidentEntry(db, email);
  if (!entry?.isActive) return 'not-listed' as const;
  return db.transaction(async (tx) => {
    // Two requests at once must not both decide to issue a code.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sign-in-code:${entry.email}`}))`);
    const recentMails = await tx
      .select({ id: outbox.id, createdAt: outbox.createdAt })
      .from(outbox)
      .where(
        and(
          eq(outbox.toEmail, entry.email),
          eq(outbox.kind, 'sign-in-code'),
          gt(outbox.createdAt, sql`now() - make_interval(mins => ${SIGN_IN_MAILS.minutes})`),
        ),
      )
      .orderBy(desc(outbox.createdAt));
    if (recentMails.length >= SIGN_IN_MAILS.mails) return 'capped' as const;
    const [current] = await tx
      .select({ id: signInCodes.id, createdAt: signInCodes.createdAt })
      .from(signInCodes)
      .where(
        and(
          eq(signInCodes.email, entry.email),
          eq(signInCodes.purpose, 'sign-in'),
          isNotNull(signInCodes.codeHash),
          isNull(signInCodes.usedAt),
          gt(signInCodes.expiresAt, sql`now()`),
          gt(signInCodes.createdAt, sql`now() - make_interval(mins => ${RESEND_SAME_CODE_MINUTES})`),
        ),
      )
      .orderBy(desc(signInCodes.createdAt))
      .limit(1);
    // The code and its mail are written in one transaction, so the newest code mail carries the current code.
    const newestMail = recentMails[0];
    if (current && newestMail && newestMail.createdAt >= current.createdAt) {
      await queueCopy(tx, newestMail.id);
      return 'resent' as const;
    }
    const { code, token } = await issueProof(tx, mail.signInKey, {
      email: entry.email,
      withCode: true,
      lifetimeMs: CODE_MINUTES * MINUTE,
    });
    await mail.queue(
      tx,
      {
        kind: 'sign-in-code',
        to: entry.email,
        code: code ?? '',
        link: linkUrl(mail, token),
        minutes: CODE_MINUTES,
      },
      { language },
    );
    return 'sent' as const;
  });
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

/** The newest unused code of `purpose` mailed to `email`, locked until the caller's transaction ends. */
async function newestUnusedCode(tx: Executor, email: string, purpose: CodePurpose) {
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
  return proof;
}

/**
 * Checks `code` against the newest unused code of `purpose` mailed to `email`, inside the caller's transaction:
 * null when it is right (it is then used up), else what to tell the person. The caller commits either way, so the
 * counts stand even though the request fails. Without `address` the fifth wrong code voids it; with the client
 * `address`, wrong codes count per address (the fifth ends that address's tries, see `guessFromAddress`) and the
 * code is void only after `MAX_WRONG_CODES_IN_ALL`.
 */
export async function useCode(
  tx: Executor,
  key: Buffer,
  email: string,
  code: string,
  purpose: CodePurpose,
  address?: string,
) {
  if (address !== undefined) return guessFromAddress(tx, key, email, code, purpose, address);
  const proof = await newestUnusedCode(tx, email, purpose);
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

/**
 * `useCode` with wrong codes counted per (address tried, client address). Every call does the same work whether
 * or not a code was mailed (a stand-in id is hashed and counted), so its timing says nothing about the address.
 */
async function guessFromAddress(
  tx: Executor,
  key: Buffer,
  email: string,
  code: string,
  purpose: CodePurpose,
  address: string,
) {
  const proof = await newestUnusedCode(tx, email, purpose);
  const live = proof && proof.expiresAt > new Date() ? proof : undefined;
  const codeId = live?.id ?? null;
  const client = address.slice(0, 64);
  const [guesses] = await tx
    .select()
    .from(signInCodeGuesses)
    .where(and(eq(signInCodeGuesses.email, email), eq(signInCodeGuesses.address, client)))
    .limit(1)
    .for('update');
  const earlier = guesses && guesses.codeId === codeId ? guesses.failures : 0;
  const isRight = codeHashOf(key, codeId ?? NO_CODE_ID, code) === (live?.codeHash ?? '');
  if (earlier >= MAX_WRONG_CODES) return SIGN_IN_MESSAGES.codeVoided;
  if (live && isRight) {
    await tx
      .update(signInCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(signInCodes.id, live.id));
    await tx
      .delete(signInCodeGuesses)
      .where(and(eq(signInCodeGuesses.email, email), eq(signInCodeGuesses.address, client)));
    return null;
  }
  const failures = earlier + 1;
  await tx
    .insert(signInCodeGuesses)
    .values({ email, address: client, codeId, failures })
    .onConflictDoUpdate({
      target: [signInCodeGuesses.email, signInCodeGuesses.address],
      set: { codeId, failures, lastFailedAt: sql`now()` },
    });
  const failedInAll = (live?.failedAttempts ?? 0) + 1;
  await tx
    .update(signInCodes)
    .set({ failedAttempts: failedInAll, usedAt: failedInAll >= MAX_WRONG_CODES_IN_ALL ? sql`now()` : null })
    .where(eq(signInCodes.id, codeId ?? NO_CODE_ID));
  if (!live) return SIGN_IN_MESSAGES.codeExpired;
  return failures >= MAX_WRONG_CODES || failedInAll >= MAX_WRONG_CODES_IN_ALL
    ? SIGN_IN_MESSAGES.codeVoided
    : SIGN_IN_MESSAGES.codeWrong;
}

/** The id hashed and counted when no code was mailed: no row has it. */
const NO_CODE_ID = '00000000-0000-0000-0000-000000000000';

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

/**
 * Signs in with the newest sign-in code mailed to `email`, wrong codes counted per client address. Every code it
 * does not take gets one answer (`codeNotAccepted`), whether the code was wrong, old, used up, or never sent.
 */
export async function verifySignInCode(
  db: Database,
  key: Buffer,
  email: string,
  code: string,
  device: SessionDevice = {},
) {
  const address = email.toLowerCase();
  const outcome = await db.transaction(async (tx) => {
    const error = await useCode(tx, key, address, code, 'sign-in', device.address ?? 'unknown');
    return error
      ? { error, session: null }
      : { error: null, session: await startResidentSession(tx, address, device) };
  });
  if (outcome.session) return outcome.session;
  throw invalidCode(SIGN_IN_MESSAGES.codeNotAccepted);
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
