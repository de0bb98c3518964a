import type { Insights } from '@hub/contract/insights/insights.schema';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { residentSignInDays } from './sign-in-days.table.ts';

const WEEKS = 12;

/** Counted when a resident's session starts (in its transaction); once a day per resident. */
export async function recordResidentSignIn(db: Executor, userId: string) {
  await db
    .insert(residentSignInDays)
    .values({ userId, day: sql`current_date` })
    .onConflictDoNothing();
}

/** The last twelve weeks (Monday to Sunday), the current one included, each one even when nothing happened. */
const weeksSql = sql`SELECT generate_series(date_trunc('week', now()) - ${WEEKS - 1} * interval '1 week', date_trunc('week', now()), interval '1 week') AS week`;

export async function readInsights(db: Executor): Promise<Insights> {
  const [applications, signIns, industries, funnel] = await Promise.all([
    db.execute<{ week: string; count: number }>(sql`
      WITH weeks AS (${weeksSql})
      SELECT to_char(weeks.week, 'YYYY-MM-DD') AS week, count(a.id)::int AS count
      FROM weeks LEFT JOIN applications a
        ON a.created_at >= weeks.week AND a.created_at < weeks.week + interval '1 week'
      GROUP BY weeks.week ORDER BY weeks.week`),
    db.execute<{ week: string; count: number }>(sql`
      WITH weeks AS (${weeksSql})
      SELECT to_char(weeks.week, 'YYYY-MM-DD') AS week, count(DISTINCT d.user_id)::int AS count
      FROM weeks LEFT JOIN resident_sign_in_days d
        ON d.day >= weeks.week::date AND d.day < (weeks.week + interval '1 week')::date
      GROUP BY weeks.week ORDER BY weeks.week`),
    db.execute<{ industry: string; jobs: number; internships: number }>(sql`
      SELECT industry, sum(jobs)::int AS jobs, sum(internships)::int AS internships FROM (
        SELECT coalesce(nullif(industry, ''), 'Other') AS industry, 1 AS jobs, 0 AS internships
          FROM jobs WHERE status = 'approved' AND removed_at IS NULL
        UNION ALL
        SELECT coalesce(nullif(department, ''), 'Other'), 0, 1
          FROM internships WHERE status = 'approved' AND removed_at IS NULL
      ) posts GROUP BY industry ORDER BY sum(jobs + internships) DESC, industry LIMIT 12`),
    db.execute<{ requested: number; approved: number; first_sign_in: number }>(sql`
      SELECT count(*)::int AS requested,
        count(*) FILTER (WHERE r.status = 'approved')::int AS approved,
        count(*) FILTER (WHERE r.status = 'approved' AND u.last_login_at IS NOT NULL)::int AS first_sign_in
      FROM access_requests r LEFT JOIN users u ON u.email = r.email`),
  ]);
  const counts = funnel.rows[0];
  return {
    weeks: WEEKS,
    applicationsPerWeek: applications.rows.map((row) => ({ week: row.week, applications: row.count })),
    residentsSignedInPerWeek: signIns.rows.map((row) => ({ week: row.week, residents: row.count })),
    postsByIndustry: industries.rows,
    accessFunnel: {
      requested: counts?.requested ?? 0,
      approved: counts?.approved ?? 0,
      firstSignIn: counts?.first_sign_in ?? 0,
    },
  };
}
