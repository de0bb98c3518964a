import type { ComponentType } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

type Tab = { key: string; label: string; panel: ComponentType | null };

/** The dashboard's tabs in the spec's order; each built tab is its own lazily loaded chunk. */
export const ADMIN_TABS: Tab[] = [
  {
    key: 'jobs',
    label: 'Jobs',
    panel: lazyWithRetry(
      () => import('../jobs/admin/jobs-tab.tsx'),
      (m) => m.JobsTab,
    ),
  },
  {
    key: 'internships',
    label: 'Internships',
    panel: lazyWithRetry(
      () => import('../internships/admin/internships-tab.tsx'),
      (m) => m.InternshipsTab,
    ),
  },
  {
    key: 'courses',
    label: 'Courses',
    panel: lazyWithRetry(
      () => import('../courses/admin/courses-tab.tsx'),
      (m) => m.CoursesTab,
    ),
  },
  {
    key: 'benefits',
    label: 'Benefits',
    panel: lazyWithRetry(
      () => import('../benefits/admin/benefits-tab.tsx'),
      (m) => m.BenefitsTab,
    ),
  },
  {
    key: 'applications',
    label: 'Applications',
    panel: lazyWithRetry(
      () => import('../applications/admin/applications-tab.tsx'),
      (m) => m.ApplicationsTab,
    ),
  },
  {
    key: 'cvs',
    label: 'CVs',
    panel: lazyWithRetry(
      () => import('../cv-showcase/admin/cvs-tab.tsx'),
      (m) => m.CvsTab,
    ),
  },
  {
    key: 'trainings',
    label: 'Trainings',
    panel: lazyWithRetry(
      () => import('../trainings/admin/trainings-tab.tsx'),
      (m) => m.TrainingsTab,
    ),
  },
  {
    key: 'directory',
    label: 'Directory',
    panel: lazyWithRetry(
      () => import('../directory/admin/directory-tab.tsx'),
      (m) => m.DirectoryTab,
    ),
  },
  {
    key: 'corporate',
    label: 'Corporate',
    panel: lazyWithRetry(
      () => import('../directory/admin/corporate-tab.tsx'),
      (m) => m.CorporateTab,
    ),
  },
  {
    key: 'activities',
    label: 'Activities',
    panel: lazyWithRetry(
      () => import('../activities/admin/activities-tab.tsx'),
      (m) => m.ActivitiesTab,
    ),
  },
  {
    key: 'whitelist',
    label: 'Whitelist',
    panel: lazyWithRetry(
      () => import('../whitelist/admin/whitelist-tab.tsx'),
      (m) => m.WhitelistTab,
    ),
  },
  {
    key: 'access-requests',
    label: 'Access Requests',
    panel: lazyWithRetry(
      () => import('../access-requests/admin/access-requests-tab.tsx'),
      (m) => m.AccessRequestsTab,
    ),
  },
  {
    key: 'removed-items',
    label: 'Removed Items',
    panel: lazyWithRetry(
      () => import('../removed-items/admin/removed-items-tab.tsx'),
      (m) => m.RemovedItemsTab,
    ),
  },
  {
    key: 'cv-job-match',
    label: 'CV-Job Match',
    panel: lazyWithRetry(
      () => import('../cv-match/admin/cv-job-match-tab.tsx'),
      (m) => m.CvJobMatchTab,
    ),
  },
  {
    key: 'backup',
    label: 'Backup',
    panel: lazyWithRetry(
      () => import('../backup/admin/backup-tab.tsx'),
      (m) => m.BackupTab,
    ),
  },
];
