import type { LiveEvent } from '@hub/contract/live/live-event.schema';
import type { LiveKind } from '@hub/contract/live/live-events';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryKey, useAuth } from '../../lib/auth.tsx';
import { addNewListing, dropNewListing, type ListingKind } from '../../lib/new-listings.ts';
import { adminStatsKey, communityStatsKey, pendingCountsKey, whitelistKeys } from '../../lib/query-keys.ts';
import { showToast } from '../../lib/toast.ts';
import { accessRequestKeys } from '../access-requests/api/access-request-keys.ts';
import { activityKeys } from '../activities/api/activity-keys.ts';
import { applicationKeys } from '../applications/api/application-keys.ts';
import { backupsKey } from '../backup/api/backup-keys.ts';
import { adminBenefitsKey, benefitsKey } from '../benefits/api/benefit-keys.ts';
import { courseKeys } from '../courses/api/course-keys.ts';
import { cvMatchKeys } from '../cv-match/api/cv-match-keys.ts';
import { cvKeys } from '../cv-showcase/api/cv-keys.ts';
import { profileKeys } from '../directory/api/profile-keys.ts';
import { whatsNewKey } from '../home/api/whats-new-keys.ts';
import { internshipKeys, internshipsKey } from '../internships/api/internship-keys.ts';
import { jobKeys, jobsKey } from '../jobs/api/job-keys.ts';
import { mailKeys } from '../mail/api/mail-keys.ts';
import { myActivityKeys } from '../my-activity/api/my-activity-keys.ts';
import { trainingKeys } from '../trainings/api/training-keys.ts';
import { connectLive } from './live-connection.ts';
import { text, useText } from './texts.ts';

/**
 * The queries each kind of change can make stale (the keys each feature's api/ exports). Invalidating marks them
 * stale and refetches only those on screen; members' job and internship lists are handled apart (see below).
 */
const STALE_BY_KIND: Record<LiveKind, QueryKey[]> = {
  jobs: [
    jobKeys.admin,
    cvMatchKeys.all,
    adminStatsKey,
    pendingCountsKey,
    communityStatsKey,
    myActivityKeys.all,
    whatsNewKey,
  ],
  internships: [
    internshipKeys.admin,
    adminStatsKey,
    pendingCountsKey,
    communityStatsKey,
    myActivityKeys.all,
    whatsNewKey,
  ],
  applications: [applicationKeys.all, myActivityKeys.all],
  'access-requests': [accessRequestKeys.all, adminStatsKey, pendingCountsKey],
  whitelist: [whitelistKeys.all, adminStatsKey],
  courses: [courseKeys.listed, courseKeys.admin, communityStatsKey, whatsNewKey],
  benefits: [benefitsKey, adminBenefitsKey, whatsNewKey],
  trainings: [trainingKeys.listed, trainingKeys.admin, whatsNewKey],
  activities: [activityKeys.listed, activityKeys.adminTrips],
  cvs: [cvKeys.listed, cvKeys.admin, cvMatchKeys.all, communityStatsKey, myActivityKeys.all],
  profiles: [profileKeys.listed, profileKeys.admin, myActivityKeys.all],
  mail: [mailKeys.outboxAll(), mailKeys.status()],
  backups: [backupsKey],
};

const LISTING_KEYS: Record<ListingKind, QueryKey> = { jobs: jobsKey, internships: internshipsKey };

/** The queries one event makes stale; a newly listed post becomes 'N new' instead of moving the list. */
function staleKeys(event: LiveEvent): QueryKey[] {
  const keys = [...STALE_BY_KIND[event.kind]];
  if (event.kind !== 'jobs' && event.kind !== 'internships') return keys;
  const listing = LISTING_KEYS[event.kind];
  if (event.reason === 'listed' && event.id) {
    addNewListing(event.kind, event.id);
    return keys;
  }
  // The author hears of their own post twice: as 'own' (My Activity) and, when it enters or leaves the members'
  // list, as 'listed' or 'unlisted'. Only the latter touches the list, so it does not move under its reader.
  if (event.reason === 'own') return keys;
  if (event.reason === 'unlisted' && event.id) dropNewListing(event.kind, event.id);
  return [...keys, listing];
}

/** What a member is told about their own post or application. */
function tellOwner(event: LiveEvent) {
  if (event.reason !== 'own' || !event.status) return;
  if (event.kind === 'applications') {
    showToast({
      title: text('live.applicationUpdate'),
      message: text('live.applicationStatus', { status: event.status }),
    });
  } else if ((event.kind === 'jobs' || event.kind === 'internships') && event.status !== 'pending') {
    showToast({
      title: text('live.postUpdate'),
      message: text(event.kind === 'jobs' ? 'live.jobPostStatus' : 'live.internshipPostStatus', {
        status: event.status,
      }),
    });
  }
}

/** Invalidates in small batches: a burst of changes refetches each query once. */
function batchedInvalidation(queryClient: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (keys: QueryKey[]) => {
    for (const key of keys) pending.set(JSON.stringify(key), key);
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      const batch = [...pending.values()];
      pending.clear();
      for (const queryKey of batch) void queryClient.invalidateQueries({ queryKey });
    }, 50);
  };
}

/** One event stream for the signed-in app; it keeps what is on screen current. Renders nothing. */
export function LiveUpdates() {
  // Waits for this feature's texts before the stream opens, so the first toast is already worded.
  useText();
  const queryClient = useQueryClient();
  const { sessionId } = useAuth();

  useEffect(() => {
    if (!sessionId) return;
    const invalidate = batchedInvalidation(queryClient);
    return connectLive({
      onEvent: (event) => {
        tellOwner(event);
        invalidate(staleKeys(event));
      },
      onResync: () => void queryClient.invalidateQueries(),
      // /auth/me answers 401 now, which signs the browser out (lib/auth.tsx).
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
    });
  }, [queryClient, sessionId]);

  return null;
}
