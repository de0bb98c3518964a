import {
  adminInternshipListQuerySchema,
  adminInternshipListSchema,
  adminInternshipSchema,
  decideInternshipSchema,
  internshipInputSchema,
  internshipListQuerySchema,
  publicInternshipListSchema,
  publicInternshipSchema,
  removedInternshipListQuerySchema,
  removeInternshipSchema,
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
  adminListQuery: adminInternshipListQuerySchema,
  adminList: adminInternshipListSchema,
  adminPost: adminInternshipSchema,
  decide: decideInternshipSchema,
  remove: removeInternshipSchema,
  removedListQuery: removedInternshipListQuerySchema,
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
