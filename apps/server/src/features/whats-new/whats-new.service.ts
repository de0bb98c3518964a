import type { WhatsNew, WhatsNewItem } from '@hub/contract/whats-new/whats-new.schema';
import { sql } from 'drizzle-orm';
import { type Executor, executePrepared } from '../../db/client.ts';

/** How many items the home page lists at most, and of each kind. */
const MOST = 12;
/** The furthest back "new" reaches, however long ago the last visit was. */
const LOOK_BACK_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Each kind's newest since $1 (at most MOST of each, every one read down its own index: `*_public_approved_idx`,
 * `benefits_active_idx`, `courses_active_idx`, `trainings_newest_idx`), and the MOST newest of them all, in one
 * statement (decision 066). The five kinds as five statements in parallel took five of the pool's connections
 * for every request: under load the requests queued for them, and the home page answered 84 requests a second.
 * `rank` keeps the kinds in this order when two items were published at the same instant.
 */
const whatsNewStatement = (from: string) => sql`
  SELECT kind, id, title, subtitle, at FROM (
    (SELECT 1 AS rank, 'job' AS kind, id::text, title, company AS subtitle, approved_at AS at FROM jobs
      WHERE is_approved AND is_active AND removed_at IS NULL AND approved_at > ${from}::timestamptz
      ORDER BY approved_at DESC LIMIT ${MOST})
    UNION ALL
    (SELECT 2, 'internship', id::text, title, company, approved_at FROM internships
      WHERE is_approved AND is_active AND removed_at IS NULL AND approved_at > ${from}::timestamptz
      ORDER BY approved_at DESC LIMIT ${MOST})
    UNION ALL
    (SELECT 3, 'benefit', id::text, title, business_name, created_at FROM benefits
      WHERE is_active AND (valid_until IS NULL OR valid_until >= current_date) AND created_at > ${from}::timestamptz
      ORDER BY created_at DESC LIMIT ${MOST})
    UNION ALL
    (SELECT 4, 'course', id::text, title, instructor, created_at FROM courses
      WHERE is_active AND created_at > ${from}::timestamptz
      ORDER BY created_at DESC LIMIT ${MOST})
    UNION ALL
    (SELECT 5, 'training', id::text, title, array_to_string(tags[1:3], ', '), created_at FROM trainings
      WHERE is_active AND created_at > ${from}::timestamptz
      ORDER BY created_at DESC LIMIT ${MOST})
  ) published
  ORDER BY at DESC, rank LIMIT ${MOST}`;

/**
 * What was published since the member's last visit, newest first: approved jobs and internships, current benefits,
 * courses on offer and trainings. Only what residents may see, and only its title and who offers it.
 */
export async function readWhatsNew(db: Executor, since: Date, now = new Date()): Promise<WhatsNew> {
  const from = new Date(Math.max(since.getTime(), now.getTime() - LOOK_BACK_MS));
  const rows = await executePrepared<{
    kind: WhatsNewItem['kind'];
    id: string;
    title: string;
    subtitle: string;
    at: string;
  }>(db, whatsNewStatement(from.toISOString()));
  return {
    items: rows.map((row) => ({
      ...row,
      // The driver hands timestamps over as text; decoded as Drizzle decodes a timestamp with time zone.
      at: new Date(row.at).toISOString(),
    })),
  };
}
