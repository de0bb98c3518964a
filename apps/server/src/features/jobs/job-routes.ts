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
import type { PostRoutesKind, PostSchemas } from '../moderated-posts/post-routes.ts';
import { jobPosts } from './jobs.service.ts';

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
