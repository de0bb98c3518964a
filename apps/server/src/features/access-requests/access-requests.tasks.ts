import { and, eq, gt, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/users.table.ts';
import { enqueue } from '../../queue/queue.ts';
import { type Mail, outbox } from '../mail/index.ts';
import { accessRequests } from './access-requests.table.ts';

const DIGEST_EVERY = sql`interval '15 minutes'`;

/**
 * One mail to each administrator listing the access requests that came in since the last digest. Scheduled by
 * each new request under one job key, no sooner than 15 minutes after the previous digest.
 */
export function accessDigestTask(db: Database, mail: Mail): Task {
  return async () => {
    await db.transaction(async (tx) => {
      // One digest at a time across processes; a job that a request queued while another digest ran must not
      // send a second one within 15 minutes, so it moves itself to the next allowed time instead.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('access-digest'))`);
      const [last] = await tx
        .select({
          at: sql<Date | null>`max(${outbox.createdAt})`,
          tooSoon: sql<boolean>`coalesce(max(${outbox.createdAt}) > now() - ${DIGEST_EVERY}, false)`,
        })
        .from(outbox)
        .where(eq(outbox.kind, 'access-digest'));
      if (last?.tooSoon) {
        await scheduleAccessDigest(tx);
        return;
      }
      const since = last?.at ? new Date(last.at) : new Date(0);
      const requests = await tx
        .select({
          name: accessRequests.fullName,
          email: accessRequests.email,
          unit: accessRequests.unitNumber,
        })
        .from(accessRequests)
        .where(and(eq(accessRequests.status, 'pending'), gt(accessRequests.createdAt, since)))
        .orderBy(accessRequests.createdAt)
        .limit(50);
      if (requests.length === 0) return;
      const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      for (const admin of admins)
        await mail.queue(tx, {
          kind: 'access-digest',
          to: admin.email,
          requests,
          link: mail.url('/admin?tab=access-requests'),
        });
    });
  };
}

/** Called with each new access request: the digest goes out now, or 15 minutes after the previous one. */
export const scheduleAccessDigest = (db: Executor) =>
  enqueue(
    db,
    'access_digest',
    {},
    {
      jobKey: 'access-digest',
      jobKeyMode: 'preserve_run_at',
      runAt: sql`greatest(now(), (SELECT max(created_at) FROM outbox WHERE kind = 'access-digest') + ${DIGEST_EVERY})`,
    },
  );
