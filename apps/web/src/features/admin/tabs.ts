import { type ComponentType, lazy } from 'react';

type Tab = { key: string; label: string; panel: ComponentType | null };

/** The dashboard's tabs in the spec's order; each built tab is its own lazily loaded chunk. */
export const ADMIN_TABS: Tab[] = [
  { key: 'jobs', label: 'Jobs', panel: null },
  { key: 'internships', label: 'Internships', panel: null },
  { key: 'courses', label: 'Courses', panel: null },
  { key: 'benefits', label: 'Benefits', panel: null },
  {
    key: 'applications',
    label: 'Applications',
    panel: lazy(() =>
      import('../applications/admin/applications-tab.tsx').then((m) => ({ default: m.ApplicationsTab })),
    ),
  },
  { key: 'cvs', label: 'CVs', panel: null },
  { key: 'trainings', label: 'Trainings', panel: null },
  { key: 'directory', label: 'Directory', panel: null },
  { key: 'corporate', label: 'Corporate', panel: null },
  { key: 'activities', label: 'Activities', panel: null },
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
  { key: 'removed-items', label: 'Removed Items', panel: null },
  { key: 'cv-job-match', label: 'CV-Job Match', panel: null },
  { key: 'backup', label: 'Backup', panel: null },
];
