import type { ComponentType } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

type Tab = { key: string; label: string; panel: ComponentType | null };

/** The dashboard's tabs in the spec's order; each built tab is its own lazily loaded chunk. */
export const ADMIN_TABS: Tab[] = [
  {
    key: 'jobs',
    label: 'Jobs',
    panel: lazyWithRetry(
      () => import('../jobs/admin.ts'),
      (m) => m.JobsTab,
    ),
  },
  {
    key: 'internships',
    label: 'Internships',
    panel: lazyWithRetry(
      () => import('../internships/admin.ts'),
      (m) => m.InternshipsTab,
    ),
  },
  {
    key: 'courses',
    label: 'Courses',
    panel: lazyWithRetry(
      () => import('../courses/admin.ts'),
      (m) => m.CoursesTab,
    ),
  },
  {
    key: 'benefits',
    label: 'Benefits',
    panel: lazyWithRetry(
      () => import('../benefits/admin.ts'),
      (m) => m.BenefitsTab,
    ),
  },
  {
    key: 'applications',
    label: 'Applications',
    panel: lazyWithRetry(
      () => import('../applications/admin.ts'),
      (m) => m.ApplicationsTab,
    ),
  },
  {
    key: 'cvs',
    label: 'CVs',
    panel: lazyWithRetry(
      () => import('../cv-showcase/admin.ts'),
      (m) => m.CvsTab,
    ),
  },
  {
    key: 'trainings',
    label: 'Trainings',
    panel: lazyWithRetry(
      () => import('../trainings/admin.ts'),
      (m) => m.TrainingsTab,
    ),
  },
  {
    key: 'directory',
    label: 'Directory',
    panel: lazyWithRetry(
      () => import('../directory/admin.ts'),
      (m) => m.DirectoryTab,
    ),
  },
  {
    key: 'corporate',
    label: 'Corporate',
    panel: lazyWithRetry(
      () => import('../directory/admin.ts'),
      (m) => m.CorporateTab,
    ),
  },
  {
    key: 'activities',
    label: 'Activities',
    panel: lazyWithRetry(
      () => import('../activities/admin.ts'),
      (m) => m.ActivitiesTab,
    ),
  },
  {
    key: 'whitelist',
    label: 'Whitelist',
    panel: lazyWithRetry(
      () => import('../whitelist/admin.ts'),
      (m) => m.WhitelistTab,
    ),
  },
  {
    key: 'access-requests',
    label: 'Access Requests',
    panel: lazyWithRetry(
      () => import('../access-requests/admin.ts'),
      (m) => m.AccessRequestsTab,
    ),
  },
  {
    key: 'removed-items',
    label: 'Removed Items',
    panel: lazyWithRetry(
      () => import('../moderated-posts/admin.ts'),
      (m) => m.RemovedItemsTab,
    ),
  },
  {
    key: 'cv-job-match',
    label: 'CV-Job Match',
    panel: lazyWithRetry(
      () => import('../cv-match/admin.ts'),
      (m) => m.CvJobMatchTab,
    ),
  },
  {
    key: 'backup',
    label: 'Backup',
    panel: lazyWithRetry(
      () => import('../backup/admin.ts'),
      (m) => m.BackupTab,
    ),
  },
];
