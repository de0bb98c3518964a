import { type ComponentType, lazy } from 'react';

type Tab = { key: string; label: string; panel: ComponentType | null };

/** The dashboard's tabs in the spec's order; each built tab is its own lazily loaded chunk. */
export const ADMIN_TABS: Tab[] = [
  {
    key: 'jobs',
    label: 'Jobs',
    panel: lazy(() => import('../jobs/admin/jobs-tab.tsx').then((m) => ({ default: m.JobsTab }))),
  },
  {
    key: 'internships',
    label: 'Internships',
    panel: lazy(() =>
      import('../internships/admin/internships-tab.tsx').then((m) => ({ default: m.InternshipsTab })),
    ),
  },
  {
    key: 'courses',
    label: 'Courses',
    panel: lazy(() => import('../courses/admin/courses-tab.tsx').then((m) => ({ default: m.CoursesTab }))),
  },
  {
    key: 'benefits',
    label: 'Benefits',
    panel: lazy(() => import('../benefits/admin/benefits-tab.tsx').then((m) => ({ default: m.BenefitsTab }))),
  },
  {
    key: 'applications',
    label: 'Applications',
    panel: lazy(() =>
      import('../applications/admin/applications-tab.tsx').then((m) => ({ default: m.ApplicationsTab })),
    ),
  },
  {
    key: 'cvs',
    label: 'CVs',
    panel: lazy(() => import('../cv-showcase/admin/cvs-tab.tsx').then((m) => ({ default: m.CvsTab }))),
  },
  {
    key: 'trainings',
    label: 'Trainings',
    panel: lazy(() =>
      import('../trainings/admin/trainings-tab.tsx').then((m) => ({ default: m.TrainingsTab })),
    ),
  },
  {
    key: 'directory',
    label: 'Directory',
    panel: lazy(() =>
      import('../directory/admin/directory-tab.tsx').then((m) => ({ default: m.DirectoryTab })),
    ),
  },
  {
    key: 'corporate',
    label: 'Corporate',
    panel: lazy(() =>
      import('../directory/admin/corporate-tab.tsx').then((m) => ({ default: m.CorporateTab })),
    ),
  },
  {
    key: 'activities',
    label: 'Activities',
    panel: lazy(() =>
      import('../activities/admin/activities-tab.tsx').then((m) => ({ default: m.ActivitiesTab })),
    ),
  },
  {
    key: 'whitelist',
    label: 'Whitelist',
    panel: lazy(() =>
      import('../whitelist/admin/whitelist-tab.tsx').then((m) => ({ default: m.WhitelistTab })),
    ),
  },
  {
    key: 'access-requests',
    label: 'Access Requests',
    panel: lazy(() =>
      import('../access-requests/admin/access-requests-tab.tsx').then((m) => ({
        default: m.AccessRequestsTab,
      })),
    ),
  },
  {
    key: 'removed-items',
    label: 'Removed Items',
    panel: lazy(() =>
      import('../removed-items/admin/removed-items-tab.tsx').then((m) => ({ default: m.RemovedItemsTab })),
    ),
  },
  {
    key: 'cv-job-match',
    label: 'CV-Job Match',
    panel: lazy(() =>
      import('../cv-match/admin/cv-job-match-tab.tsx').then((m) => ({ default: m.CvJobMatchTab })),
    ),
  },
  {
    key: 'backup',
    label: 'Backup',
    panel: lazy(() => import('../backup/admin/backup-tab.tsx').then((m) => ({ default: m.BackupTab }))),
  },
];
