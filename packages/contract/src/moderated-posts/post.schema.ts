import { z } from 'zod';
import { decisionField, optionalText, searchableListQuery } from '../common.ts';
import { POST_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';

// Jobs and internships are posts that administrators moderate the same way (the server's
// features/moderated-posts); what the two kinds share on the wire is written here once.

/** What the poster writes about a post, the same for both kinds; residents see it all. */
export const postTextFields = {
  posterRole: z.string(),
  description: z.string(),
  requirements: z.string().nullable(),
  skills: z.string().nullable(),
};

/** The two kinds of moderated post, as a resident's own lists name them (saved posts). */
export const postKindSchema = z.enum(['job', 'internship'], { message: 'kind must be job or internship' });
export type PostKind = z.infer<typeof postKindSchema>;

/** What residents see of how a post was published. */
export const publicationFields = {
  /** Created by an administrator: the committee's post, shown without the administrator's own address. */
  isPostedByCommittee: z.boolean(),
  /** When it was approved (or created approved): the home page's newly approved posts; null until then. */
  approvedAt: z.string().nullable(),
};

/** What administrators see of a post besides its own fields: moderation and removal state. */
export const moderationFields = {
  isActive: z.boolean(),
  isApproved: z.boolean(),
  status: z.enum(POST_STATUSES),
  /** The id of the account that posted it; null if that account was deleted. */
  postedBy: z.string().nullable(),
  removedAt: z.string().nullable(),
  removedBy: z.string().nullable(),
  removalReason: z.string().nullable(),
};

/** The dashboard's tab of a kind: every post not removed, searched, optionally by status. */
export const adminPostListQuerySchema = searchableListQuery({
  status: z.enum(POST_STATUSES, { message: 'status must be pending, approved or rejected' }).optional(),
});

const reasonField = optionalText(LIMITS.longText, 'Reason');

export const decidePostSchema = z.strictObject({
  status: decisionField,
  /** Told to the poster in the decision mail. */
  reason: reasonField,
});

/** Removing a post may say why; the reason is shown in Removed Items. The body may be left out entirely. */
export const removePostSchema = z.strictObject({ reason: reasonField }).nullish();
