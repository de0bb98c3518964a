import type { SessionUser } from '@hub/contract/auth/auth.schema';
import {
  SAVED_POSTS_MOST,
  type SavedPostList,
  type SavedPostParams,
} from '@hub/contract/saved-posts/saved-post.schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { internships } from '../internships/index.ts';
import { jobs } from '../jobs/index.ts';
import { assertOpen, isOpen } from '../applications/index.ts';
import { savedPosts } from './saved-posts.table.ts';

/** The saved row's column for the post, as a value to insert and as a condition. */
const targetOf = ({ kind, postId }: SavedPostParams) =>
  kind === 'job' ? { jobId: postId } : { internshipId: postId };
const isTarget = ({ kind, postId }: SavedPostParams) =>
  kind === 'job' ? eq(savedPosts.jobId, postId) : eq(savedPosts.internshipId, postId);

/**
 * The member's saved posts, newest first. A post no longer open shows only its title and company: what it said
 * is for residents only while it is listed.
 */
export async function listSavedPosts(db: Executor, member: SessionUser): Promise<SavedPostList> {
  // Each row joins the one post it saved: the other table's columns are null.
  const rows = await db
    .select({
      jobId: savedPosts.jobId,
      internshipId: savedPosts.internshipId,
      savedAt: savedPosts.createdAt,
      title: sql<string>`coalesce(${jobs.title}, ${internships.title})`,
      company: sql<string>`coalesce(${jobs.company}, ${internships.company})`,
      location: sql<string | null>`coalesce(${jobs.location}, ${internships.location})`,
      isOpen: sql<boolean>`coalesce(${isOpen(jobs)}, ${isOpen(internships)})`,
    })
    .from(savedPosts)
    .leftJoin(jobs, eq(jobs.id, savedPosts.jobId))
    .leftJoin(internships, eq(internships.id, savedPosts.internshipId))
    .where(eq(savedPosts.userId, member.id))
    .orderBy(desc(savedPosts.createdAt), desc(savedPosts.id))
    .limit(SAVED_POSTS_MOST);
  return {
    items: rows.map((row) => ({
      kind: row.jobId ? 'job' : 'internship',
      postId: row.jobId ?? row.internshipId ?? '',
      title: row.title,
      company: row.company,
      location: row.isOpen ? row.location : null,
      isOpen: row.isOpen,
      savedAt: row.savedAt.toISOString(),
    })),
  };
}

/** Saves a post residents may see (404 otherwise); saving it again changes nothing. */
export async function savePost(db: Executor, member: SessionUser, post: SavedPostParams) {
  await assertOpen(db, post.kind, post.postId);
  await db
    .insert(savedPosts)
    .values({ userId: member.id, ...targetOf(post) })
    .onConflictDoNothing();
}

/** Takes a post off the member's saved list; one not saved is fine. */
export async function unsavePost(db: Executor, member: SessionUser, post: SavedPostParams) {
  await db.delete(savedPosts).where(and(eq(savedPosts.userId, member.id), isTarget(post)));
}
