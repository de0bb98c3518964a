// The dashboard's lazily loaded entry: this feature's tab, so residents never download it.
export { JobsTab } from './admin/jobs-tab.tsx';
export { JOB_KIND } from './admin/job-kind.tsx';
