import { z } from 'zod';
import { postKindSchema } from '../moderated-posts/post.schema.ts';

/** The most saved posts the list answers, newest first. */
export const SAVED_POSTS_MOST = 200;

/** One saved job or internship: PUT and DELETE /api/me/saved/{kind}/{postId}. */
export const savedPostParamsSchema = z.strictObject({
  kind: postKindSchema,
  postId: z.uuid({ message: 'postId must be a valid id' }),
});
export type SavedPostParams = z.infer<typeof savedPostParamsSchema>;

/**
 * A post the member saved. One no longer open (removed, closed) stays listed with isOpen false and only its title
 * and company, so the member sees where it went.
 */
export const savedPostSchema = z.object({
  kind: postKindSchema,
  postId: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  isOpen: z.boolean(),
  savedAt: z.string(),
});
export type SavedPost = z.infer<typeof savedPostSchema>;

export const savedPostListSchema = z.object({ items: z.array(savedPostSchema) });
export type SavedPostList = z.infer<typeof savedPostListSchema>;
