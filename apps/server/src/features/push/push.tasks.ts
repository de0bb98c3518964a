import { eq, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { LogSink } from '../../logger.ts';
import {
  enqueueDelivery,
  isAllowedEndpoint,
  type PushDelivery,
  REVIEW_PUSH_EVERY,
  reviewDevices,
  scheduleReviewPush,
} from './push.service.ts';
import { pushWordsIn, reviewPush } from './push-messages.ts';
import { pushReminders, pushSubscriptions } from './push.table.ts';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** A notification older than this is no longer worth showing: the push service drops it undelivered. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** How long one push service gets to answer. */
const ANSWER_TIMEOUT_MS = 10_000;

/** A push service's answer that trying again could change: it is busy, or failing. */
class RetryablePushError extends Error {}

/**
 * Sends one message to one device (RFC 8030), encrypted to the browser's keys (RFC 8291, aes128gcm) and signed with
 * the server's VAPID key (RFC 8292). web-push encrypts and signs; the request itself goes through fetch, which
 * speaks plain HTTP to a test's loopback push service too and follows no redirect. 404 and 410 mean the browser
 * gave the subscription up: it is removed. 429 and 5xx answers and unreachable services are tried again by the
 * queue; any other answer (a malformed or refused message) is given up at once.
 */
export function deliverPushTask(db: Database, config: Config, logger: LogSink): Task {
  let keys: Promise<VapidKeys> | undefined;
  return async (payload, helpers) => {
    const { subscriptionId, title, body, url, topic } = payload as PushDelivery;
    const [subscription] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptionId));
    // Removed since (the member took the device off, or its push service said it is gone): nothing to do.
    if (!subscription) return;
    if (!isAllowedEndpoint(config.pushServices, subscription.endpoint)) return;
    keys ??= resolveVapidKeys(config, db);
    const vapid = await keys;
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify({ title, body, url }),
      {
        vapidDetails: { subject: config.vapidSubject, ...vapid },
        TTL: TIME_TO_LIVE_SECONDS,
        urgency: 'normal',
        ...(topic ? { topic } : {}),
      },
    );
    // fetch sets the length of the body itself.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let status: number;
    try {
      const answer = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ?? undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      status = answer.status;
      await answer.body?.cancel();
    } catch (error) {
      throw new RetryablePushError(`push service unreachable: ${(error as Error).message}`);
    }
    if (status >= 200 && status < 300) {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: sql`now()` })
        .where(eq(pushSubscriptions.id, subscription.id));
      return;
    }
    if (status === 404 || status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      return;
    }
    if (status === 429 || status >= 500) throw new RetryablePushError(`push service answered ${status}`);
    logger.error(
      `Push to a device of a member was refused by its push service (${status}) after ${helpers.job.attempts} attempt(s); not tried again.`,
    );
  };
}

/**
 * The administrators' 'Something waits for review': one push to each of their devices saying how many access
 * requests, jobs and internships wait, at most one every 10 minutes however many come in (scheduleReviewPush).
 */
/** How many of each kind wait for review: the features that own them count (wired in tasks.ts). */
export type PendingReviewCounts = (
  tx: Executor,
) => Promise<{ accessRequests: number; jobs: number; internships: number }>;

export function reviewPushTask(db: Database, countPending: PendingReviewCounts): Task {
  return async () => {
    await db.transaction(async (tx) => {
      // One at a time across processes; a job queued while another ran must not push again within 10 minutes,
      // so it moves itself to the next allowed time instead.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('push-review'))`);
      const [last] = await tx
        .select({ isTooSoon: sql<boolean>`${pushReminders.sentAt} > now() - ${REVIEW_PUSH_EVERY}` })
        .from(pushReminders)
        .where(eq(pushReminders.kind, 'admin-review'));
      if (last?.isTooSoon) {
        await scheduleReviewPush(tx);
        return;
      }
      const pending = await countPending(tx);
      if (pending.accessRequests + pending.jobs + pending.internships === 0) return;
      const message = reviewPush(pending);
      for (const device of await reviewDevices(tx))
        await enqueueDelivery(tx, {
          ...message(pushWordsIn(device.language)),
          subscriptionId: device.id,
          topic: 'admin-review',
        });
      await tx
        .insert(pushReminders)
        .values({ kind: 'admin-review', sentAt: sql`now()` })
        .onConflictDoUpdate({ target: pushReminders.kind, set: { sentAt: sql`now()` } });
    });
  };
}
