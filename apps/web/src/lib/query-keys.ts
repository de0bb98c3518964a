/**
 * The query keys several features invalidate, so that none of them imports another for a key: counts made of
 * several features' rows, and settings two features change together. A feature's own keys live in its `api/`.
 */

/** The dashboard's stat cards; every change to what they count invalidates this key. */
export const adminStatsKey = ['admin', 'stats'] as const;

/** Items waiting for a decision: the badges on the Jobs, Internships and Access Requests tabs. */
export const pendingCountsKey = ['admin', 'pending-counts'] as const;

/** The home page's counts: jobs, internships, courses and CVs residents can see. */
export const communityStatsKey = ['stats'] as const;

/** The dashboard's whitelist: approving an access request and issuing an invite change its rows too. */
export const whitelistKeys = { all: ['admin', 'whitelist'] as const };

/**
 * The two settings that change together: turning job alerts on asks for their mails again, and turning their mails
 * off pauses the alerts. The mail and my-activity features each invalidate the other's through these keys.
 */
export const notificationSettingsKeys = {
  mail: ['mail', 'settings'] as const,
  jobAlerts: ['job-alerts'] as const,
};
