export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Access requests, jobs and internships: pending until an administrator approves or rejects. */
const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const ACCESS_REQUEST_STATUSES = REVIEW_STATUSES;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** Industries (directory, join community, job forms). */
export const INDUSTRIES = [
  'Technology/IT',
  'Marketing',
  'Finance',
  'Human Resources',
  'Sales',
  'Procurement',
  'Operations',
  'Legal',
  'Healthcare',
  'Education',
  'Engineering',
  'Design',
  'Consulting',
  'Real Estate',
  'Other',
] as const;

export const INTERNSHIP_SECTORS = [
  'Technology',
  'Finance',
  'Marketing',
  'Healthcare',
  'Education',
  'Engineering',
  'Sales',
  'Human Resources',
  'Operations',
  'Consulting',
  'Media & Communications',
  'Real Estate',
  'Legal',
  'Design',
  'Other',
] as const;

export const POSTER_ROLES = [
  'CEO',
  'CTO',
  'CFO',
  'COO',
  'Vice President',
  'Director',
  'Department Head',
  'Hiring Manager',
  'HR Manager',
  'HR Business Partner',
  'Talent Acquisition',
  'Team Lead',
  'Project Manager',
  'Senior Manager',
  'Manager',
  'Supervisor',
  'Staff Member',
  'Other',
] as const;

export const EXPERIENCE_LEVELS = ['Entry Level', 'Mid Level', 'Senior Level', 'Executive'] as const;

/** The dashboard's reading, which includes Hybrid; the resident list without it is a subset. */
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Remote', 'Hybrid'] as const;

export const INTERNSHIP_DURATIONS = [
  '1 month',
  '2 months',
  '3 months',
  '6 months',
  '12 months',
  'Flexible',
] as const;

export const POST_STATUSES = REVIEW_STATUSES;
export type PostStatus = (typeof POST_STATUSES)[number];

export const APPLICATION_STATUSES = [
  'submitted',
  'under_review',
  'interview',
  'accepted',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  interview: 'Interview',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** What an uploaded file is for; each purpose has its own types and size (see files/file.schema.ts). */
export const FILE_PURPOSES = ['cv', 'portfolio', 'image', 'document'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** Training programmes: how enrolment stands (open by default). */
export const TRAINING_ENROLLMENT_STATUSES = ['open', 'upcoming', 'waitlist', 'closed'] as const;
export type TrainingEnrollmentStatus = (typeof TRAINING_ENROLLMENT_STATUSES)[number];
export const TRAINING_ENROLLMENT_STATUS_LABELS: Record<TrainingEnrollmentStatus, string> = {
  open: 'Open',
  upcoming: 'Upcoming',
  waitlist: 'Waitlist',
  closed: 'Closed',
};

/** CV showcase sections (spec/residents.md section 3); forms also offer 'Other' with a custom sector. */
export const CV_SECTIONS = [
  'Technology/IT',
  'Marketing',
  'Finance',
  'HR',
  'Sales',
  'Procurement',
  'Engineering',
  'Real Estate',
  'Healthcare',
  'Education',
  'Legal',
  'Operations',
  'Consulting',
  'Architecture',
  'Media & Design',
] as const;
export type CvSection = (typeof CV_SECTIONS)[number];
