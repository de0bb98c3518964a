import type { PostKind } from '@hub/contract/moderated-posts/post.schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { internships } from '../internships/index.ts';
import { jobs } from '../jobs/index.ts';

/** Where each kind of post is stored. */
const postTables = { job: jobs, internship: internships } as const;

/** Residents may see and act on a post while it is approved, active and not removed. */
export const isOpen = (table: typeof jobs | typeof internships) =>
  and(eq(table.isApproved, true), eq(table.isActive, true), isNull(table.removedAt));

const NO_LONGER_OPEN = {
  job: 'This job is no longer open.',
  internship: 'This internship is no longer open.',
} as const;

/** Refuses (404) a post residents may not act on: pending, rejected, closed, removed or unknown. */
export async function assertOpen(db: Executor, kind: PostKind, id: string) {
  const table = postTables[kind];
  const [found] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isOpen(table)));
  if (!found) throw notFound(NO_LONGER_OPEN[kind]);
}
