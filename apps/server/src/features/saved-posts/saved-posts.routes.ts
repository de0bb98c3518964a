import { okSchema } from '@hub/contract/common';
import { savedPostListSchema, savedPostParamsSchema } from '@hub/contract/saved-posts/saved-post.schema';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listSavedPosts, savePost, unsavePost } from './saved-posts.service.ts';

/** /api/me/saved: the jobs and internships the signed-in member saved to come back to. */
export const savedPostsRoutes = taggedPlugin(
  ['saved posts'],
  ({ read, tags }, { db }: { db: Database }, app) => {
    read('/saved', {
      summary: 'My saved jobs and internships, newest first (at most 200)',
      response: savedPostListSchema,
      read: (request) => listSavedPosts(db, currentUser(request)),
    });
    app.put(
      '/saved/:kind/:postId',
      {
        schema: {
          tags,
          summary: 'Save a job or internship (again is fine); 404 if residents cannot see it',
          params: savedPostParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await db.transaction((tx) => savePost(tx, currentUser(request), request.params));
        return { ok: true as const };
      },
    );
    app.delete(
      '/saved/:kind/:postId',
      {
        schema: {
          tags,
          summary: 'Take a job or internship off my saved list (one not saved is fine)',
          params: savedPostParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await unsavePost(db, currentUser(request), request.params);
        return { ok: true as const };
      },
    );
  },
);
