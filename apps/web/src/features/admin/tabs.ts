import type { ComponentType } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';
import type { text } from './texts.ts';

/** `labelId` names the tab's label in the dashboard's catalogs, worded when the tab shows. */
type Tab = { key: string; labelId: Parameters<typeof text>[0]; panel: ComponentType | null };

/** The dashboard's tabs in the spec's order; each built tab is its own lazily loaded chunk. */
export const ADMIN_TABS: Tab[] = [
  {
    key: 'jobs',
    labelId: 'admin.tabs.jobs',
    panel: lazyWithRetry(
      () => import('../jobs/admin.ts'),
      (m) => m.JobsTab,
    ),
  },
  {
    key: 'internships',
    labelId: 'admin.tabs.internships',
    panel: lazyWithRetry(
      () => import('../internships/admin.ts'),
      (m) => m.InternshipsTab,
    ),
  },
  {
    key: 'courses',
    labelId: 'admin.tabs.courses',
    panel: lazyWithRetry(
      () => import('../courses/admin.ts'),
      (m) => m.CoursesTab,
    ),
  },
  {
    key: 'benefits',
    labelId: 'admin.tabs.benefits',
    panel: lazyWithRetry(
      () => import('../benefits/admin.ts'),
      (m) => m.BenefitsTab,
    ),
  },
  {
    key: 'applications',
    labelId: 'admin.tabs.applications',
    panel: lazyWithRetry(
      () => import('../applications/admin.ts'),
      (m) => m.ApplicationsTab,
    ),
  },
  {
    key: 'cvs',
    labelId: 'admin.tabs.cvs',
    panel: lazyWithRetry(
      () => import('../cv-showcase/admin.ts'),
      (m) => m.CvsTab,
    ),
  },
  {
    key: 'trainings',
    labelId: 'admin.tabs.trainings',
    panel: lazyWithRetry(
      () => import('../trainings/admin.ts'),
      (m) => m.TrainingsTab,
    ),
  },
  {
    key: 'directory',
    labelId: 'admin.tabs.directory',
    panel: lazyWithRetry(
      () => import('../directory/admin.ts'),
      (m) => m.DirectoryTab,
    ),
  },
  {
    key: 'corporate',
    labelId: 'admin.tabs.corporate',
    panel: lazyWithRetry(
      () => import('../directory/admin.ts'),
      (m) => m.CorporateTab,
    ),
  },
  {
    key: 'activities',
    labelId: 'admin.tabs.activities',
    panel: lazyWithRetry(
      () => import('../activities/admin.ts'),
      (m) => m.ActivitiesTab,
    ),
  },
  {
    key: 'whitelist',
    labelId: 'admin.tabs.whitelist',
    panel: lazyWithRetry(
      () => import('../whitelist/admin.ts'),
      (m) => m.WhitelistTab,
    ),
  },
  {
    key: 'access-requests',
    labelId: 'admin.tabs.accessRequests',
    panel: lazyWithRetry(
      () => import('../access-requests/admin.ts'),
      (m) => m.AccessRequestsTab,
    ),
  },
  {
    key: 'removed-items',
    labelId: 'admin.tabs.removedItems',
    panel: lazyWithRetry(
      () => import('../moderated-posts/admin.ts'),
      (m) => m.RemovedItemsTab,
    ),
  },
  {
    key: 'cv-job-match',
    labelId: 'admin.tabs.cvJobMatch',
    panel: lazyWithRetry(
      () => import('../cv-match/admin.ts'),
      (m) => m.CvJobMatchTab,
    ),
  },
  {
    key: 'backup',
    labelId: 'admin.tabs.backup',
    panel: lazyWithRetry(
      () => import('../backup/admin.ts'),
      (m) => m.BackupTab,
    ),
  },
];
