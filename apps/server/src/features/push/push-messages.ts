import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@hub/contract/enums';
import type { PushPayload } from '@hub/contract/push/push.schema';

/**
 * Every push notification as data: what it shows (title and body) and the page a click opens, nothing more: the
 * push service relays it, encrypted, and the device shows it on a locked screen.
 */

/** Text of at most `length` characters, cut at a word with an ellipsis. */
function short(text: string, length = 80) {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

/** Where a job's or an internship's full text opens (the web app's postDetailsPath). */
const detailsPath = (kind: 'job' | 'internship', id: string) =>
  kind === 'job' ? `/careers?job=${id}` : `/internships?internship=${id}`;

export const applicationStatusPush = (postTitle: string, status: ApplicationStatus): PushPayload => ({
  title: 'Application update',
  body: `Your application for ${short(postTitle)} is now ${APPLICATION_STATUS_LABELS[status]}.`,
  url: '/my-activity',
});

export function postDecisionPush(
  kind: 'job' | 'internship',
  post: { id: string; title: string },
  decision: 'approved' | 'rejected',
  reason: string | null,
): PushPayload {
  const noun = kind === 'job' ? 'job' : 'internship';
  return decision === 'approved'
    ? {
        title: `Your ${noun} was approved`,
        body: `“${short(post.title)}” is now listed for residents.`,
        url: detailsPath(kind, post.id),
      }
    : {
        title: `Your ${noun} was not approved`,
        body: reason
          ? `“${short(post.title)}” was rejected: ${short(reason)}`
          : `“${short(post.title)}” was rejected.`,
        url: '/my-activity',
      };
}

export function jobAlertPush(
  matches: Array<{ jobId: string; title: string; company: string; score: number }>,
): PushPayload {
  const [best] = [...matches].sort((a, b) => b.score - a.score);
  if (!best) throw new Error('a job alert push needs a match');
  return matches.length === 1
    ? {
        title: 'A new job matches your CV',
        body: `${short(best.title)} at ${short(best.company, 40)}: ${best.score}% match.`,
        url: detailsPath('job', best.jobId),
      }
    : {
        title: `${matches.length} new jobs match your CV`,
        body: `The closest: ${short(best.title)} at ${short(best.company, 40)} (${best.score}%).`,
        url: '/careers',
      };
}

/** '2 access requests', '1 job', ... */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function reviewPush(waiting: {
  accessRequests: number;
  jobs: number;
  internships: number;
}): PushPayload {
  const parts = [
    waiting.accessRequests ? counted(waiting.accessRequests, 'access request') : null,
    waiting.jobs ? counted(waiting.jobs, 'job') : null,
    waiting.internships ? counted(waiting.internships, 'internship') : null,
  ].filter((part): part is string => part !== null);
  const total = waiting.accessRequests + waiting.jobs + waiting.internships;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  const tab = waiting.accessRequests ? 'access-requests' : waiting.jobs ? 'jobs' : 'internships';
  return {
    title: 'Something waits for review',
    body: `${list} ${total === 1 ? 'waits' : 'wait'} for review.`,
    url: `/admin?tab=${tab}`,
  };
}
