import type { ApplicationStatus } from '@hub/contract/enums';
import type { PushPayload } from '@hub/contract/push/push.schema';
import { catalogTexts } from '../../lib/catalog-texts.ts';

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

/** The words of pushes in each language (./i18n). */
const pushTexts = catalogTexts<typeof import('./i18n/en.json')>(new URL('./i18n/', import.meta.url));
type Words = ReturnType<typeof pushTexts>;

/** A push worded in its recipient's language: queuePush and the review task give each device its own. */
export type PushMessage = (t: Words) => PushPayload;

/** The words of a language (a recipient who chose none: English). */
export const pushWordsIn = (language: string | null) => pushTexts(language);

export const applicationStatusPush =
  (postTitle: string, status: ApplicationStatus): PushMessage =>
  (t) => ({
    title: t('push.applicationUpdate.title'),
    body: t('push.applicationUpdate.body', { title: short(postTitle), status: t(`push.status.${status}`) }),
    url: '/my-activity',
  });

export const postDecisionPush =
  (
    kind: 'job' | 'internship',
    post: { id: string; title: string },
    decision: 'approved' | 'rejected',
    reason: string | null,
  ): PushMessage =>
  (t) =>
    decision === 'approved'
      ? {
          title: t('push.postApproved.title', { kind }),
          body: t('push.postApproved.body', { title: short(post.title) }),
          url: detailsPath(kind, post.id),
        }
      : {
          title: t('push.postRejected.title', { kind }),
          body: reason
            ? t('push.postRejected.bodyWithReason', { title: short(post.title), reason: short(reason) })
            : t('push.postRejected.body', { title: short(post.title) }),
          url: '/my-activity',
        };

export function jobAlertPush(
  matches: Array<{ jobId: string; title: string; company: string; score: number }>,
): PushMessage {
  const [best] = [...matches].sort((a, b) => b.score - a.score);
  if (!best) throw new Error('a job alert push needs a match');
  const words = { title: short(best.title), company: short(best.company, 40), score: best.score };
  return (t) =>
    matches.length === 1
      ? {
          title: t('push.jobAlert.titleOne'),
          body: t('push.jobAlert.bodyOne', words),
          url: detailsPath('job', best.jobId),
        }
      : {
          title: t('push.jobAlert.titleMany', { count: matches.length }),
          body: t('push.jobAlert.bodyMany', words),
          url: '/careers',
        };
}

export function reviewPush(waiting: {
  accessRequests: number;
  jobs: number;
  internships: number;
}): PushMessage {
  const total = waiting.accessRequests + waiting.jobs + waiting.internships;
  const tab = waiting.accessRequests ? 'access-requests' : waiting.jobs ? 'jobs' : 'internships';
  return (t) => {
    const [first = '', second, third] = [
      waiting.accessRequests ? t('push.review.accessRequests', { count: waiting.accessRequests }) : null,
      waiting.jobs ? t('push.review.jobs', { count: waiting.jobs }) : null,
      waiting.internships ? t('push.review.internships', { count: waiting.internships }) : null,
    ].filter((part): part is string => part !== null);
    const body = third
      ? t('push.review.three', { first, second: second ?? '', third })
      : second
        ? t('push.review.two', { first, second })
        : t(total === 1 ? 'push.review.single' : 'push.review.several', { first });
    return { title: t('push.review.title'), body, url: `/admin?tab=${tab}` };
  };
}
