// No zod here: the web app imports these at start, and zod would add 30 KB to its first load.

/**
 * What changed, by kind. An event names the kind, perhaps an id, and why; it never carries the row itself:
 * the client refetches through the ordinary, authorised API, so an event cannot leak a field its reader may
 * not see (decision 050).
 */
export const liveKinds = [
  'jobs',
  'internships',
  'applications',
  'access-requests',
  'whitelist',
  'courses',
  'benefits',
  'trainings',
  'activities',
  'cvs',
  'profiles',
  'mail',
  'backups',
] as const;
export type LiveKind = (typeof liveKinds)[number];

/**
 * - created, updated, deleted: an administrator's view of any row;
 * - listed, unlisted: a job or internship became visible to members, or stopped being visible;
 * - changed: something members see changed (no id: the row may be one they cannot see);
 * - own: the reader's own post or application changed (status says to what).
 */
export const liveReasons = ['created', 'updated', 'deleted', 'listed', 'unlisted', 'changed', 'own'] as const;
export type LiveReason = (typeof liveReasons)[number];

/**
 * Server-sent event names besides the default `message` (a LiveEvent in `data`):
 * `resync` (changes may have been missed: refetch everything shown) and `end` (the session ended).
 */
export const LIVE_RESYNC = 'resync';
export const LIVE_END = 'end';
