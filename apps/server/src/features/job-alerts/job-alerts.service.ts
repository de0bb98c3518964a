import type { SessionUser } from '@hub/contract/auth/auth.schema';
import {
  JOB_ALERT_MESSAGES,
  type JobAlertSettings,
  type UpdateJobAlerts,
} from '@hub/contract/job-alerts/job-alert.schema';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database, Executor } from '../../db/client.ts';
import { conflict } from '../../plugins/errors.ts';
import { users } from '../../db/users.table.ts';
import { matchCvsToJob } from '../cv-match/index.ts';
import { jobs } from '../jobs/index.ts';
import { isOptedOut, type Mail, setPreference } from '../mail/index.ts';
import { queuePush } from '../push/index.ts';
import { jobAlertPush } from '../push/index.ts';
import { jobAlertMatches, jobAlertSettings } from './job-alerts.table.ts';

/** The newest CV of a member: theirs by the spec's e-mail match or because they uploaded it. */
const newestCvOf = (userId: ReturnType<typeof sql>, email: ReturnType<typeof sql>) =>
  sql`(SELECT c.id FROM cv_entries c WHERE c.user_id = ${userId} OR c.email = ${email} ORDER BY c.created_at DESC LIMIT 1)`;

export async function readJobAlerts(db: Executor, member: SessionUser): Promise<JobAlertSettings> {
  const [row] = await db
    .select({
      isEnabled: jobAlertSettings.isEnabled,
      minScore: jobAlertSettings.minScore,
      frequency: jobAlertSettings.frequency,
    })
    .from(jobAlertSettings)
    .where(eq(jobAlertSettings.userId, member.id));
  const cv = await db.execute<{ id: string | null }>(
    sql`SELECT ${newestCvOf(sql`${member.id}::uuid`, sql`${member.email.toLowerCase()}`)} AS id`,
  );
  // An unsubscribe link in an alert mail turns the alerts off here too: the form must not say they are on.
  const isUnsubscribed = await isOptedOut(db, member.email.toLowerCase(), 'job-alerts');
  return {
    isEnabled: (row?.isEnabled ?? false) && !isUnsubscribed,
    minScore: row?.minScore ?? 50,
    frequency: row?.frequency ?? 'instant',
    hasCv: Boolean(cv.rows[0]?.id),
  };
}

/** Turning alerts on needs a CV: alerts compare each new job with it. */
export async function updateJobAlerts(db: Executor, member: SessionUser, input: UpdateJobAlerts) {
  if (input.isEnabled && !(await readJobAlerts(db, member)).hasCv)
    throw conflict(JOB_ALERT_MESSAGES.needsCv, { isEnabled: JOB_ALERT_MESSAGES.needsCv });
  await db
    .insert(jobAlertSettings)
    .values({ userId: member.id, ...input })
    .onConflictDoUpdate({ target: jobAlertSettings.userId, set: { ...input, updatedAt: sql`now()` } });
  // Turning alerts on again is also asking for their mails again.
  if (input.isEnabled) await setPreference(db, member.email, 'job-alerts', true);
  return readJobAlerts(db, member);
}

type Subscriber = {
  user_id: string;
  email: string;
  name: string | null;
  min_score: number;
  frequency: string;
  cv_id: string;
};

/**
 * Scores a newly public job against the CV of every member with alerts on (the CV-Job Match formula), keeps the
 * matches at or above each member's minimum, and mails the 'right away' ones at once.
 */
export function jobAlertsTask(db: Database, mail: Mail): Task {
  return async (payload) => {
    const { jobId } = payload as { jobId: string };
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.status, 'approved'), isNull(jobs.removedAt)));
    if (!job) return;
    const subscribers = (
      await db.execute<Subscriber>(sql`
        SELECT s.user_id, u.email, u.name, s.min_score, s.frequency,
          ${newestCvOf(sql`u.id`, sql`u.email`)} AS cv_id
        FROM job_alert_settings s JOIN users u ON u.id = s.user_id
        WHERE s.is_enabled AND NOT EXISTS (
          SELECT 1 FROM mail_opt_outs o WHERE o.email = lower(u.email) AND o.kind = 'job-alerts')`)
    ).rows.filter((row) => row.cv_id);
    if (subscribers.length === 0) return;
    const scores = new Map(
      (
        await matchCvsToJob(
          db,
          jobId,
          subscribers.length,
          subscribers.map((s) => s.cv_id),
        )
      ).map((m) => [m.cvId, m]),
    );
    for (const subscriber of subscribers) {
      const match = scores.get(subscriber.cv_id);
      if (!match || match.score < subscriber.min_score) continue;
      await db.transaction(async (tx) => {
        const [kept] = await tx
          .insert(jobAlertMatches)
          .values({
            userId: subscriber.user_id,
            jobId,
            score: match.score,
            matchedSkills: match.matchedSkills,
          })
          .onConflictDoNothing()
          .returning();
        if (!kept || subscriber.frequency !== 'instant') return;
        await mailMatches(
          tx,
          mail,
          { userId: subscriber.user_id, email: subscriber.email, name: subscriber.name },
          [
            {
              jobId: job.id,
              title: job.title,
              company: job.company,
              score: match.score,
              matchedSkills: match.matchedSkills,
            },
          ],
        );
      });
    }
  };
}

/** A job that matched a member's CV, as an alert mail lists it. */
type AlertedMatch = { jobId: string; title: string; company: string; score: number; matchedSkills: string[] };

/**
 * Queues one alert mail to a member listing `matches` in the order given, and marks them mailed in the same
 * transaction, so a match is in one alert only: right away (one match) or in the daily digest (all waiting).
 */
async function mailMatches(
  tx: Executor,
  mail: Mail,
  member: { userId: string; email: string; name: string | null },
  matches: AlertedMatch[],
) {
  await mail.queue(tx, {
    kind: 'job-alert',
    to: member.email,
    name: member.name,
    jobs: matches.map((match) => ({
      title: match.title,
      company: match.company,
      score: match.score,
      matchedSkills: match.matchedSkills,
      link: mail.url(`/careers/${match.jobId}`),
    })),
  });
  await queuePush(tx, member.userId, 'job-alert', jobAlertPush(matches));
  await tx
    .update(jobAlertMatches)
    .set({ mailedAt: sql`now()` })
    .where(
      and(
        eq(jobAlertMatches.userId, member.userId),
        inArray(
          jobAlertMatches.jobId,
          matches.map((match) => match.jobId),
        ),
      ),
    );
}

/** Once a day: one mail per member listing the matches not mailed yet (the 'once a day' members' alerts). */
export function jobAlertDigestTask(db: Database, mail: Mail): Task {
  return async () => {
    const waiting = await db
      .select({
        userId: jobAlertMatches.userId,
        jobId: jobAlertMatches.jobId,
        score: jobAlertMatches.score,
        matchedSkills: jobAlertMatches.matchedSkills,
        email: users.email,
        name: users.name,
        title: jobs.title,
        company: jobs.company,
      })
      .from(jobAlertMatches)
      .innerJoin(users, eq(users.id, jobAlertMatches.userId))
      .innerJoin(jobs, eq(jobs.id, jobAlertMatches.jobId))
      // A member who turned alerts off (or back to right away) since the match gets no digest of it.
      .innerJoin(jobAlertSettings, eq(jobAlertSettings.userId, jobAlertMatches.userId))
      .where(
        and(
          isNull(jobAlertMatches.mailedAt),
          eq(jobAlertSettings.isEnabled, true),
          eq(jobAlertSettings.frequency, 'daily'),
          eq(jobs.status, 'approved'),
          isNull(jobs.removedAt),
        ),
      );
    const byMember = new Map<string, typeof waiting>();
    for (const row of waiting) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row]);
    for (const [userId, rows] of byMember) {
      const first = rows[0];
      if (!first) continue;
      await db.transaction((tx) =>
        mailMatches(
          tx,
          mail,
          { userId, email: first.email, name: first.name },
          rows.sort((a, b) => b.score - a.score),
        ),
      );
    }
  };
}
