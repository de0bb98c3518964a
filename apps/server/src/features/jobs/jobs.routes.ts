import {
  adminJobInputSchema,
  adminJobListSchema,
  adminJobSchema,
  jobInputSchema,
  jobListQuerySchema,
  postedJobSchema,
  publicJobListSchema,
  publicJobSchema,
} from '@hub/contract/jobs/job.schema';
import { jobPosts } from './jobs.service.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { type PostRoutesKind, type PostSchemas, registerPostMemberRoutes } from '../moderated-posts/index.ts';

const schemas = {
  memberInput: jobInputSchema,
  adminInput: adminJobInputSchema,
  publicListQuery: jobListQuerySchema,
  publicList: publicJobListSchema,
  publicPost: publicJobSchema,
  submitted: postedJobSchema,
  adminList: adminJobListSchema,
  adminPost: adminJobSchema,
} satisfies PostSchemas;

/** Jobs' routes, for residents (/api/jobs) and administrators (/api/admin/jobs). */
export const JOB_ROUTES: PostRoutesKind<typeof schemas> = {
  kind: 'job',
  plural: 'jobs',
  noun: 'job',
  aNoun: 'a job',
  summaries: {
    publicList: 'Approved jobs, newest first, searched and filtered by industry',
    submit: 'Post a job; it waits for an administrator to approve it',
    adminList: 'Every job not removed, newest first',
  },
  schemas,
  service: jobPosts,
};

/** /api/jobs: what signed-in residents may do. They see approved jobs only, without contact details. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerPostMemberRoutes(app, db, JOB_ROUTES);
};
