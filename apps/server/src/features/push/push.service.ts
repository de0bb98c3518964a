import type { SessionUser } from '@hub/contract/auth/auth.schema';
import {
  type NewPushSubscription,
  PUSH_KINDS,
  PUSH_MESSAGES,
  type PushDevice,
  type PushKind,
  type PushPayload,
  type PushPreferences,
} from '@hub/contract/push/push.schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config, PushService } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { enqueue } from '../../queue/queue.ts';
import { users } from '../../db/users.table.ts';
import { type PushMessage, pushWordsIn } from './push-messages.ts';
import { pushOptOuts, pushSubscriptions } from './push.table.ts';

/** A push is tried this many times (graphile-worker's backoff: about 2 minutes in all) before it is given up. */
const PUSH_MAX_ATTEMPTS = 6;
/** The administrators' 'Something waits for review' comes at most this often. */
export const REVIEW_PUSH_EVERY = sql`interval '10 minutes'`;

/** What the queue's deliver_push job carries: one message for one device. */
export type PushDelivery = PushPayload & { subscriptionId: string; topic?: string };

/**
 * Queues a notification to every device of a member, in the caller's transaction: it exists exactly when the
 * change that caused it commits, and the queue sends it (push.tasks.ts). Nothing is queued when the member turned
 * this kind off or has no device; a push service that is down never holds up the change.
 */
export async function queuePush(db: Executor, userId: string | null, kind: PushKind, message: PushMessage) {
  if (!userId) return;
  const devices = await db
    .select({ id: pushSubscriptions.id, language: users.language })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.userId, userId), isOn(kind)));
  for (const device of devices)
    await enqueueDelivery(db, { ...message(pushWordsIn(device.language)), subscriptionId: device.id });
}

/** The devices of every administrator who has 'Something waits for review' on, with the language each chose. */
export const reviewDevices = (db: Executor) =>
  db
    .select({ id: pushSubscriptions.id, language: users.language })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(eq(users.role, 'admin'), isOn('admin-review')));

/**
 * Called with each new thing to review (an access request, a member's job or internship): the administrators'
 * push goes out now, or 10 minutes after the previous one, then saying how many wait. Nothing is scheduled while
 * no administrator has a device for it.
 */
export async function scheduleReviewPush(db: Executor) {
  if ((await reviewDevices(db).limit(1)).length === 0) return;
  await enqueue(
    db,
    'push_review',
    {},
    {
      jobKey: 'push-review',
      jobKeyMode: 'preserve_run_at',
      runAt: sql`greatest(now(), (SELECT sent_at FROM push_reminders WHERE kind = 'admin-review') + ${REVIEW_PUSH_EVERY})`,
    },
  );
}

export const enqueueDelivery = (db: Executor, delivery: PushDelivery) =>
  enqueue(db, 'deliver_push', delivery, { maxAttempts: PUSH_MAX_ATTEMPTS });

/** The member has not turned `kind` off (the subscription's owner, in a query over push_subscriptions). */
const isOn = (kind: PushKind) =>
  sql`NOT EXISTS (SELECT 1 FROM ${pushOptOuts} o WHERE o.user_id = ${pushSubscriptions.userId} AND o.kind = ${kind})`;

/** Whether a push service at `endpoint` may be called (PUSH_SERVICES): the server never POSTs anywhere else. */
export function isAllowedEndpoint(services: PushService[], endpoint: string) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return services.some(
    (service) =>
      url.protocol === service.protocol &&
      (service.isDomain ? url.host.endsWith(`.${service.host}`) : url.host === service.host),
  );
}

/** Browsers and systems as a user agent names them, the more specific first (Edge's also says Chrome, Android's Linux). */
const BROWSERS = [
  ['Edg/', 'Edge'],
  ['SamsungBrowser/', 'Samsung Internet'],
  ['Firefox/', 'Firefox'],
  ['FxiOS/', 'Firefox'],
  ['CriOS/', 'Chrome'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
] as const;
const SYSTEMS = [
  ['Android', 'Android'],
  ['iPhone', 'iPhone'],
  ['iPad', 'iPad'],
  ['Windows', 'Windows'],
  ['Mac OS X', 'macOS'],
  ['CrOS', 'ChromeOS'],
  ['Linux', 'Linux'],
] as const;

/** A browser's own name for itself, shortened to what a person recognises: 'Chrome on Android'. */
function deviceLabelOf(userAgent: string | undefined) {
  if (!userAgent) return 'Unknown browser';
  const named = (names: ReadonlyArray<readonly [string, string]>) =>
    names.find(([token]) => userAgent.includes(token))?.[1];
  const label = [named(BROWSERS), named(SYSTEMS)].filter(Boolean).join(' on ');
  return (label || userAgent).slice(0, 100);
}

const toDevice = (row: typeof pushSubscriptions.$inferSelect): PushDevice => ({
  id: row.id,
  label: row.deviceLabel,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});

/**
 * Keeps this browser's subscription for the member. A browser has one subscription whoever uses it: subscribed
 * again (new keys, or another member signed in on it) the row is updated and moves to this member.
 */
export async function subscribe(
  db: Executor,
  config: Config,
  member: SessionUser,
  input: NewPushSubscription,
  userAgent: string | undefined,
): Promise<PushDevice> {
  if (!isAllowedEndpoint(config.pushServices, input.endpoint))
    throw new AppError(400, 'VALIDATION', PUSH_MESSAGES.notAllowedService, {
      endpoint: PUSH_MESSAGES.notAllowedService,
    });
  const values = {
    userId: member.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh.replace(/=+$/, ''),
    auth: input.keys.auth.replace(/=+$/, ''),
    deviceLabel: deviceLabelOf(userAgent),
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('push subscription upsert returned nothing');
  return toDevice(row);
}

export async function listDevices(db: Executor, member: SessionUser) {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, member.id))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return { items: rows.map(toDevice) };
}

/** Removes one of my devices; another member's answers 404, as if it did not exist. */
export async function removeDevice(db: Executor, member: SessionUser, id: string) {
  const [row] = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, member.id)))
    .returning({ id: pushSubscriptions.id });
  if (!row) throw notFound('This device no longer receives your notifications.');
  return { ok: true as const };
}

/** The kinds a member can have: residents' three, or administrators' one. */
const kindsOf = (member: SessionUser) =>
  PUSH_KINDS.filter((kind) => kind.audience === (member.role === 'admin' ? 'admin' : 'resident'));

export async function readPreferences(db: Executor, member: SessionUser): Promise<PushPreferences> {
  const off = new Set(
    (
      await db.select({ kind: pushOptOuts.kind }).from(pushOptOuts).where(eq(pushOptOuts.userId, member.id))
    ).map((row) => row.kind),
  );
  return {
    preferences: kindsOf(member).map((kind) => ({
      key: kind.key,
      label: kind.label,
      description: kind.description,
      isEnabled: !off.has(kind.key),
    })),
  };
}

export async function setPreference(db: Executor, member: SessionUser, kind: PushKind, isEnabled: boolean) {
  if (!kindsOf(member).some((mine) => mine.key === kind))
    throw new AppError(400, 'VALIDATION', PUSH_MESSAGES.notYourKind, { key: PUSH_MESSAGES.notYourKind });
  if (isEnabled)
    await db.delete(pushOptOuts).where(and(eq(pushOptOuts.userId, member.id), eq(pushOptOuts.kind, kind)));
  else await db.insert(pushOptOuts).values({ userId: member.id, kind }).onConflictDoNothing();
  return readPreferences(db, member);
}
