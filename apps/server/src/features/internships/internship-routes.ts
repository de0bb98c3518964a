import {
  adminInternshipListSchema,
  adminInternshipSchema,
  internshipInputSchema,
  internshipListQuerySchema,
  publicInternshipListSchema,
  publicInternshipSchema,
  submittedInternshipSchema,
} from '@hub/contract/internships/internship.schema';
import type { PostRoutesKind, PostSchemas } from '../moderated-posts/post-routes.ts';
import { internshipPosts } from './internships.service.ts';

const schemas = {
  memberInput: internshipInputSchema,
  adminInput: internshipInputSchema,
  publicListQuery: internshipListQuerySchema,
  publicList: publicInternshipListSchema,
  publicPost: publicInternshipSchema,
  submitted: submittedInternshipSchema,
  adminList: adminInternshipListSchema,
  adminPost: adminInternshipSchema,
} satisfies PostSchemas;

/** Internships' routes, for residents (/api/internships) and administrators (/api/admin/internships). */
export const INTERNSHIP_ROUTES: PostRoutesKind<typeof schemas> = {
  kind: 'internship',
  plural: 'internships',
  noun: 'internship',
  aNoun: 'an internship',
  summaries: {
    publicList: 'Approved internships, newest first, searched and filtered by sector',
    submit: 'Submit an internship; it waits for an administrator to approve it',
    adminList: 'Every internship not removed, newest first, with contact details',
  },
  schemas,
  service: internshipPosts,
};
