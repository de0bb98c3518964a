import type { SessionUser } from '@hub/contract/auth/auth.schema';
import type { LiveEvent } from '@hub/contract/live/live-event.schema';
import type { LiveKind } from '@hub/contract/live/live-events';
import type { Change } from '../../realtime/change-bus.ts';

/** Which kind each watched table's changes are shown as. Tables not named here are never told to anyone. */
const KIND_OF_TABLE: Record<string, LiveKind> = {
  jobs: 'jobs',
  internships: 'internships',
  applications: 'applications',
  access_requests: 'access-requests',
  email_whitelist: 'whitelist',
  courses: 'courses',
  course_notify_requests: 'courses',
  benefits: 'benefits',
  trainings: 'trainings',
  trips: 'activities',
  paddle_document: 'activities',
  cv_entries: 'cvs',
  profiles: 'profiles',
  outbox: 'mail',
  backups: 'backups',
};

/** Members see these kinds' lists; an event says only that the kind changed, not which row (it may be hidden). */
const MEMBER_VISIBLE_KINDS = new Set<LiveKind>([
  'courses',
  'benefits',
  'trainings',
  'activities',
  'cvs',
  'profiles',
]);

const ADMIN_REASON = { INSERT: 'created', UPDATE: 'updated', DELETE: 'deleted' } as const;

/** The event an administrator gets for a change: every watched table, with its id. */
export function eventForAdmin(change: Change): LiveEvent | null {
  const kind = KIND_OF_TABLE[change.table];
  if (!kind || change.op === 'TRUNCATE' || change.op === 'RESYNC') return null;
  return { kind, reason: ADMIN_REASON[change.op], ...(change.id ? { id: change.id } : {}) };
}

/**
 * The event every member may get for a change: a job or internship appearing in or leaving the lists they see,
 * or a change somewhere in a member-visible kind. Nothing about unlisted posts, applications, access requests,
 * the whitelist, mail or backups.
 */
export function eventForMembers(change: Change): LiveEvent | null {
  const kind = KIND_OF_TABLE[change.table];
  if (!kind || change.op === 'TRUNCATE' || change.op === 'RESYNC') return null;
  if (kind === 'jobs' || kind === 'internships') {
    if (!change.id || (!change.isPublic && !change.wasPublic)) return null;
    const reason = change.isPublic && change.wasPublic ? 'updated' : change.isPublic ? 'listed' : 'unlisted';
    return { kind, id: change.id, reason };
  }
  // course_notify_requests rows are people asking to be told: only the admin's count changes.
  if (change.table === 'course_notify_requests') return null;
  return MEMBER_VISIBLE_KINDS.has(kind) ? { kind, reason: 'changed' } : null;
}

/** The event a member gets about their own post's moderation or their own application's status, if it is theirs. */
export function eventForOwner(change: Change, user: SessionUser): LiveEvent | null {
  // Only what someone else did: the member who just posted or applied knows it (and was told on screen).
  if (change.op !== 'UPDATE' || !change.id) return null;
  const status = change.status ? { status: change.status } : {};
  if (change.table === 'applications' && change.userId === user.id) {
    return { kind: 'applications', id: change.id, reason: 'own', ...status };
  }
  const isOwnPost =
    (change.table === 'jobs' || change.table === 'internships') &&
    change.posterEmail?.toLowerCase() === user.email.toLowerCase();
  return isOwnPost
    ? { kind: KIND_OF_TABLE[change.table] as LiveKind, id: change.id, reason: 'own', ...status }
    : null;
}
