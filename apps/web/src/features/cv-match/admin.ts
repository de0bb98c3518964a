// The dashboard's lazily loaded entry: the CV-Job Match tab, and the matching dialog the CVs tab opens.
export { CvJobMatchTab } from './admin/cv-job-match-tab.tsx';
export { MatchingJobsModal } from './admin/matching-jobs-modal.tsx';
