import {
  MAIL_PREFERENCES,
  type MailPreference,
  type MailSettings,
  type OutboxList,
  type OutboxListQuery,
  type UnsubscribeInfo,
} from '@hub/contract/mail/mail.schema';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/users.table.ts';
import { listPage } from '../../lib/list-page.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { enqueue } from '../../queue/queue.ts';
import { deriveKey, signToken, verifyToken } from '../secrets/index.ts';
import { mailOptOuts, outbox } from './mail.table.ts';
import { type MailMessage, PREFERENCE_OF, renderMail } from './mail-templates.ts';

/** A mail is tried this many times (graphile-worker's backoff: about an hour and a half in all) before it fails. */
const MAIL_MAX_ATTEMPTS = 10;

export type Mail = ReturnType<typeof createMail>;

/** What features use to send mail: `queue` writes it to the outbox, in the caller's transaction. */
export function createMail(config: Config, secret: Buffer) {
  const unsubscribeKey = deriveKey(secret, 'unsubscribe');
  const url = (path: string) => new URL(path, config.publicUrl).toString();

  const unsubscribeToken = (email: string, preference: MailPreference) =>
    signToken(unsubscribeKey, `${Buffer.from(email).toString('base64url')}~${preference}`);

  return {
    config,
    /** Signs the single-use sign-in links that mails carry (features/auth/sign-in-codes.ts). */
    signInKey: deriveKey(secret, 'sign-in'),
    /** An absolute address of a page of the app, for links in mails. */
    url,

    /**
     * Renders the mail and writes it to the outbox with its delivery job. Returns false, writing nothing, when the
     * recipient turned this kind of mail off. `language`: the page's the mail was asked from (a sign-in code's),
     * which the person reads now; otherwise the language they chose for their account.
     */
    async queue(
      db: Executor,
      message: MailMessage,
      { language }: { language?: string } = {},
    ): Promise<boolean> {
      const to = message.to.toLowerCase();
      const preference = PREFERENCE_OF[message.kind];
      if (preference && (await isOptedOut(db, to, preference))) return false;
      const token = preference ? unsubscribeToken(to, preference) : null;
      // In the language the recipient chose (an address with no account, or no choice yet: English).
      const [recipient] = language
        ? [{ language }]
        : await db.select({ language: users.language }).from(users).where(eq(users.email, to));
      const rendered = renderMail(message, {
        compound: config.compoundName,
        unsubscribeUrl: token ? url(`/unsubscribe?token=${token}`) : null,
        settingsUrl: url('/mail-settings'),
        language: recipient?.language ?? null,
      });
      // RFC 8058: mail programs offer one-click unsubscribe and POST to this address, without signing in.
      const headers: Record<string, string> = token
        ? {
            'List-Unsubscribe': `<${url(`/api/mail/unsubscribe?token=${token}`)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {};
      const [row] = await db
        .insert(outbox)
        .values({
          kind: message.kind,
          toEmail: to,
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
          headers,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      await enqueueDelivery(db, row.id);
      return true;
    },

    /** Tells a job's or internship's poster that it was approved (with a link to it) or rejected (and why). */
    queuePostDecision(
      db: Executor,
      post: { id: string; title: string; posterEmail: string },
      postKind: 'job' | 'internship',
      decision: 'approved' | 'rejected',
      reason: string | null,
    ) {
      return this.queue(db, {
        kind: 'post-decided',
        to: post.posterEmail,
        postKind,
        title: post.title,
        decision,
        reason,
        link: url(postKind === 'job' ? `/careers/${post.id}` : `/internships/${post.id}`),
      });
    },

    /** The address and kind an unsubscribe token was made for, or null when it was not made here. */
    readUnsubscribeToken(token: string): { email: string; preference: MailPreference } | null {
      const payload = verifyToken(unsubscribeKey, token);
      const match = payload ? /^([A-Za-z0-9_-]+)~([a-z-]+)$/.exec(payload) : null;
      if (!match?.[1] || !match[2]) return null;
      const preference = MAIL_PREFERENCES.find((p) => p.key === match[2])?.key;
      return preference ? { email: Buffer.from(match[1], 'base64url').toString(), preference } : null;
    },
  };
}

const enqueueDelivery = (db: Executor, outboxId: string) =>
  enqueue(db, 'deliver_mail', { outboxId }, { jobKey: `mail:${outboxId}`, maxAttempts: MAIL_MAX_ATTEMPTS });

export async function isOptedOut(db: Executor, email: string, preference: MailPreference) {
  const [row] = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.email, email), eq(mailOptOuts.kind, preference)))
    .limit(1);
  return Boolean(row);
}

export async function setPreference(
  db: Executor,
  email: string,
  preference: MailPreference,
  isEnabled: boolean,
) {
  const address = email.toLowerCase();
  if (isEnabled)
    await db.delete(mailOptOuts).where(and(eq(mailOptOuts.email, address), eq(mailOptOuts.kind, preference)));
  else await db.insert(mailOptOuts).values({ email: address, kind: preference }).onConflictDoNothing();
}

export async function readMailSettings(db: Executor, email: string, isAdmin: boolean): Promise<MailSettings> {
  const address = email.toLowerCase();
  const off = new Set(
    (await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.email, address))).map(
      (row) => row.kind,
    ),
  );
  return {
    email: address,
    preferences: MAIL_PREFERENCES.filter((p) => isAdmin || !p.adminOnly).map((p) => ({
      key: p.key,
      label: p.label,
      description: p.description,
      isEnabled: !off.has(p.key),
    })),
  };
}

export async function describeUnsubscribe(
  db: Executor,
  target: { email: string; preference: MailPreference },
): Promise<UnsubscribeInfo> {
  const preference = MAIL_PREFERENCES.find((p) => p.key === target.preference);
  if (!preference) throw notFound('This unsubscribe link is not valid.');
  return {
    email: target.email,
    key: preference.key,
    label: preference.label,
    isEnabled: !(await isOptedOut(db, target.email, preference.key)),
  };
}

const toOutboxItem = (row: typeof outbox.$inferSelect) => ({
  id: row.id,
  kind: row.kind,
  toEmail: row.toEmail,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

const newestFirst = [desc(outbox.createdAt), desc(outbox.id)];

export async function listOutbox(db: Executor, query: OutboxListQuery): Promise<OutboxList> {
  const { rows, total } = await listPage(db, outbox, {
    exactTotal: true,
    where: query.status === 'all' ? undefined : eq(outbox.status, query.status),
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toOutboxItem), total };
}

export async function countOutbox(db: Executor) {
  const rows = await db.select({ status: outbox.status, total: count() }).from(outbox).groupBy(outbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { queued: of('queued'), sent: of('sent'), failed: of('failed') };
}

/** Puts a mail back in the queue: a failed one to try again, a sent one to send once more. */
export async function resendMail(db: Executor, id: string) {
  const [existing] = await db
    .select({ kind: outbox.kind, status: outbox.status })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!existing) throw notFound('This mail no longer exists.');
  if (existing.kind === 'sign-in-code')
    throw conflict('Sign-in codes are never sent again: the resident asks for a new one on the login page.');
  // A queued mail is still on its way; sending it again now could deliver it twice.
  const [row] = await db
    .update(outbox)
    .set({ status: 'queued', lastError: null })
    .where(and(eq(outbox.id, id), ne(outbox.status, 'queued')))
    .returning();
  if (!row) throw conflict('This mail is still queued: it will be sent without a resend.');
  await enqueueDelivery(db, row.id);
  return toOutboxItem(row);
}

/**
 * Writes a copy of a mail to the outbox and queues it: the same message once more, to the same address (a code
 * asked for again while it still holds). A copy is a mail of its own, so limits that count mails count it.
 */
export async function queueCopy(db: Executor, id: string) {
  const [original] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!original) throw notFound('This mail no longer exists.');
  const { kind, toEmail, subject, textBody, htmlBody, headers } = original;
  const [copy] = await db
    .insert(outbox)
    .values({ kind, toEmail, subject, textBody, htmlBody, headers })
    .returning({ id: outbox.id });
  if (!copy) throw new Error('outbox insert returned nothing');
  await enqueueDelivery(db, copy.id);
}

/** Jobs for mail still waiting, e.g. written while no SMTP_URL was set; their job keys make this idempotent. */
export async function requeueWaitingMail(db: Executor) {
  const waiting = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'queued'),
        sql`NOT EXISTS (SELECT 1 FROM graphile_worker.jobs j WHERE j.key = 'mail:' || ${outbox.id}::text)`,
      ),
    );
  for (const { id } of waiting) await enqueueDelivery(db, id);
  return waiting.length;
}
