import { z } from 'zod';
import { APPLICATION_STATUSES, POST_STATUSES } from '../enums.ts';

const postKind = z.enum(['job', 'internship']);

/** One member's own things, in one answer: what they applied to, what they posted, their CV and profile. */
export const myActivitySchema = z.object({
  applications: z.array(
    z.object({
      id: z.string(),
      kind: postKind,
      postId: z.string().nullable(),
      title: z.string(),
      company: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  posts: z.array(
    z.object({
      id: z.string(),
      kind: postKind,
      title: z.string(),
      company: z.string(),
      status: z.enum(POST_STATUSES),
      isRemoved: z.boolean(),
      removalReason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  cv: z.object({ id: z.string(), name: z.string(), title: z.string(), section: z.string() }).nullable(),
  profile: z
    .object({ id: z.string(), name: z.string(), title: z.string(), isVisible: z.boolean() })
    .nullable(),
});
export type MyActivity = z.infer<typeof myActivitySchema>;
