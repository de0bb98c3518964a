import { INDUSTRIES, INTERNSHIP_SECTORS } from '@hub/contract/enums';
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

/** Sectors on the chart, at most: the busiest ones. */
const SECTORS_SHOWN = 12;

/**
 * The job industries' names of sectors the internship list words otherwise (INTERNSHIP_SECTORS beside
 * INDUSTRIES, and the CV showcase's 'HR'), lower-cased: one sector is one bar, counted under the job list's name.
 * An internship's 'Technology' and a job's 'Technology/IT' are both 'Technology/IT'.
 */
const SECTOR_ALIASES: Record<string, (typeof INDUSTRIES)[number]> = {
  technology: 'Technology/IT',
  it: 'Technology/IT',
  'information technology': 'Technology/IT',
  hr: 'Human Resources',
};

/** Every name either list uses, lower-cased, to the one the chart shows. */
const CANONICAL_SECTORS = new Map<string, string>([
  ...[...INDUSTRIES, ...INTERNSHIP_SECTORS].map((sector) => [sector.toLowerCase(), sector] as const),
  ...Object.entries(SECTOR_ALIASES),
]);

/**
 * The chart's name of a job's industry or an internship's sector: the job list's name where the lists differ,
 * a listed name however it is capitalised, 'Other' when none was given, and any other sector (internship sectors
 * may be typed) as written.
 */
export function sectorOf(industry: string | null) {
  const written = industry?.trim() ?? '';
  if (written === '') return 'Other';
  return CANONICAL_SECTORS.get(written.toLowerCase()) ?? written;
}

/** Counts per industry as stored, merged under each one's sector; busiest first, then by name. */
function bySector(rows: Array<{ industry: string | null; jobs: number; internships: number }>) {
  const sectors = new Map<string, { industry: string; jobs: number; internships: number }>();
  for (const row of rows) {
    const industry = sectorOf(row.industry);
    const counted = sectors.get(industry) ?? { industry, jobs: 0, internships: 0 };
    counted.jobs += row.jobs;
    counted.internships += row.internships;
    sectors.set(industry, counted);
  }
  return [...sectors.values()]
    .sort((a, b) => b.jobs + b.internships - (a.jobs + a.internships) || a.industry.localeCompare(b.industry))
    .slice(0, SECTORS_SHOWN);
}

/** The Insights page's figures: twelve weeks of activity, published posts by sector, the way in. */
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
    // Each industry as stored (a few dozen at most); bySector merges them into the chart's sectors.
    db.execute<{ industry: string | null; jobs: number; internships: number }>(sql`
      SELECT industry, sum(jobs)::int AS jobs, sum(internships)::int AS internships FROM (
        SELECT industry, 1 AS jobs, 0 AS internships
          FROM jobs WHERE status = 'approved' AND removed_at IS NULL
        UNION ALL
        SELECT department, 0, 1
          FROM internships WHERE status = 'approved' AND removed_at IS NULL
      ) posts GROUP BY industry`),
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
    postsByIndustry: bySector(industries.rows),
    accessFunnel: {
      requested: counts?.requested ?? 0,
      approved: counts?.approved ?? 0,
      firstSignIn: counts?.first_sign_in ?? 0,
    },
  };
}
