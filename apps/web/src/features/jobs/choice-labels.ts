import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES, POSTER_ROLES } from '@hub/contract/enums';
import { choiceLabels } from '../../lib/choice-labels.ts';
import type en from './i18n/en.json';
import { useText } from './texts.ts';

type Key = keyof typeof en;

// Each choice's label; the value itself stays what the server stores and filters on.
const INDUSTRY_KEYS = {
  'Technology/IT': 'jobs.industries.technologyIt',
  Marketing: 'jobs.industries.marketing',
  Finance: 'jobs.industries.finance',
  'Human Resources': 'jobs.industries.humanResources',
  Sales: 'jobs.industries.sales',
  Procurement: 'jobs.industries.procurement',
  Operations: 'jobs.industries.operations',
  Legal: 'jobs.industries.legal',
  Healthcare: 'jobs.industries.healthcare',
  Education: 'jobs.industries.education',
  Engineering: 'jobs.industries.engineering',
  Design: 'jobs.industries.design',
  Consulting: 'jobs.industries.consulting',
  'Real Estate': 'jobs.industries.realEstate',
  Other: 'jobs.industries.other',
} as const satisfies Record<(typeof INDUSTRIES)[number], Key>;

const EXPERIENCE_LEVEL_KEYS = {
  'Entry Level': 'jobs.experienceLevels.entry',
  'Mid Level': 'jobs.experienceLevels.mid',
  'Senior Level': 'jobs.experienceLevels.senior',
  Executive: 'jobs.experienceLevels.executive',
} as const satisfies Record<(typeof EXPERIENCE_LEVELS)[number], Key>;

const JOB_TYPE_KEYS = {
  'Full-time': 'jobs.jobTypes.fullTime',
  'Part-time': 'jobs.jobTypes.partTime',
  Contract: 'jobs.jobTypes.contract',
  Remote: 'jobs.jobTypes.remote',
  Hybrid: 'jobs.jobTypes.hybrid',
} as const satisfies Record<(typeof JOB_TYPES)[number], Key>;

const POSTER_ROLE_KEYS = {
  CEO: 'jobs.posterRoles.ceo',
  CTO: 'jobs.posterRoles.cto',
  CFO: 'jobs.posterRoles.cfo',
  COO: 'jobs.posterRoles.coo',
  'Vice President': 'jobs.posterRoles.vicePresident',
  Director: 'jobs.posterRoles.director',
  'Department Head': 'jobs.posterRoles.departmentHead',
  'Hiring Manager': 'jobs.posterRoles.hiringManager',
  'HR Manager': 'jobs.posterRoles.hrManager',
  'HR Business Partner': 'jobs.posterRoles.hrBusinessPartner',
  'Talent Acquisition': 'jobs.posterRoles.talentAcquisition',
  'Team Lead': 'jobs.posterRoles.teamLead',
  'Project Manager': 'jobs.posterRoles.projectManager',
  'Senior Manager': 'jobs.posterRoles.seniorManager',
  Manager: 'jobs.posterRoles.manager',
  Supervisor: 'jobs.posterRoles.supervisor',
  'Staff Member': 'jobs.posterRoles.staffMember',
  Other: 'jobs.posterRoles.other',
} as const satisfies Record<(typeof POSTER_ROLES)[number], Key>;

/**
 * A job's choices as people read them, in the active language: labels of stored values and a Select's options.
 * A value the app does not know (an older job's) shows as stored. Internships have the same hook for theirs.
 */
export function useChoiceLabels() {
  const t = useText();
  const industry = choiceLabels(t, INDUSTRY_KEYS);
  const experienceLevel = choiceLabels(t, EXPERIENCE_LEVEL_KEYS);
  const jobType = choiceLabels(t, JOB_TYPE_KEYS);
  const posterRole = choiceLabels(t, POSTER_ROLE_KEYS);
  return {
    industry: industry.label,
    experienceLevel: experienceLevel.label,
    jobType: jobType.label,
    posterRole: posterRole.label,
    industryOptions: industry.options(INDUSTRIES),
    experienceLevelOptions: experienceLevel.options(EXPERIENCE_LEVELS),
    jobTypeOptions: jobType.options(JOB_TYPES),
    posterRoleOptions: posterRole.options(POSTER_ROLES),
  };
}
