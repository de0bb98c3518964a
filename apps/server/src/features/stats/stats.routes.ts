import { type CommunityStats, communityStatsSchema } from '@hub/contract/stats/stats.schema';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Executor } from '../../db/client.ts';
import { courses } from '../courses/index.ts';
import { cvEntries } from '../cv-showcase/index.ts';
import { internships } from '../internships/index.ts';
import { jobs } from '../jobs/index.ts';

const countRows = async (db: Executor, table: PgTable, where?: SQL) => {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
};

/** Residents see approved, active, not removed jobs and internships (the partial *_public_idx indexes). */
const isListed = (table: typeof jobs | typeof internships) =>
  and(eq(table.isApproved, true), eq(table.isActive, true), isNull(table.removedAt));

/** Counts of exactly what residents can see, so the strip never promises more than the pages show. */
async function countCommunityStats(db: Executor): Promise<CommunityStats> {
  const [totalJobs, totalInternships, totalCourses, totalCvs] = await Promise.all([
    countRows(db, jobs, isListed(jobs)),
    countRows(db, internships, isListed(internships)),
    countRows(db, courses, eq(courses.isActive, true)),
    countRows(db, cvEntries),
  ]);
  return { totalJobs, totalInternships, totalCourses, totalCvs };
}

/** /api/stats: the home page's statistics strip, for signed-in members. */
export const statsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/',
    {
      // Exact counts of whole tables: worked out once per change, not once per home page (decision 051).
      config: { cache: { tables: ['jobs', 'internships', 'courses', 'cv_entries'], per: 'role' } },
      schema: {
        tags: ['stats'],
        summary: 'Jobs, internships, courses and CVs residents can see',
        response: { 200: communityStatsSchema },
      },
    },
    async () => countCommunityStats(db),
  );
};
