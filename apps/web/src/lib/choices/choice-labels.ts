import { EXPERIENCE_LEVELS, INDUSTRIES, POSTER_ROLES } from '@hub/contract/enums';
import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/**
 * The labels of a list of stored values (an enumeration of the contract: industries, job types, …), worded by
 * `keys` in the active language. The value stays what the server stores and filters on; a value the list does not
 * know (an older row's) shows as stored.
 */
export function choiceLabels<Key extends string>(word: (key: Key) => string, keys: Record<string, Key>) {
  const label = (value: string) => {
    // Own keys only: 'toString' is a value no list holds.
    const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
    return key ? word(key) : value;
  };
  return {
    label,
    /** A Select's options: each value with its label. */
    options: (values: readonly string[]) => values.map((value) => ({ value, label: label(value) })),
  };
}

/** The enumerations several features show (jobs, internships, the directory), worded once (./i18n). */
const { useText } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
type Key = keyof typeof en;

const INDUSTRY_KEYS = {
  'Technology/IT': 'choices.industries.technologyIt',
  Marketing: 'choices.industries.marketing',
  Finance: 'choices.industries.finance',
  'Human Resources': 'choices.industries.humanResources',
  Sales: 'choices.industries.sales',
  Procurement: 'choices.industries.procurement',
  Operations: 'choices.industries.operations',
  Legal: 'choices.industries.legal',
  Healthcare: 'choices.industries.healthcare',
  Education: 'choices.industries.education',
  Engineering: 'choices.industries.engineering',
  Design: 'choices.industries.design',
  Consulting: 'choices.industries.consulting',
  'Real Estate': 'choices.industries.realEstate',
  Other: 'choices.industries.other',
} as const satisfies Record<(typeof INDUSTRIES)[number], Key>;

const EXPERIENCE_LEVEL_KEYS = {
  'Entry Level': 'choices.experienceLevels.entry',
  'Mid Level': 'choices.experienceLevels.mid',
  'Senior Level': 'choices.experienceLevels.senior',
  Executive: 'choices.experienceLevels.executive',
} as const satisfies Record<(typeof EXPERIENCE_LEVELS)[number], Key>;

const POSTER_ROLE_KEYS = {
  CEO: 'choices.posterRoles.ceo',
  CTO: 'choices.posterRoles.cto',
  CFO: 'choices.posterRoles.cfo',
  COO: 'choices.posterRoles.coo',
  'Vice President': 'choices.posterRoles.vicePresident',
  Director: 'choices.posterRoles.director',
  'Department Head': 'choices.posterRoles.departmentHead',
  'Hiring Manager': 'choices.posterRoles.hiringManager',
  'HR Manager': 'choices.posterRoles.hrManager',
  'HR Business Partner': 'choices.posterRoles.hrBusinessPartner',
  'Talent Acquisition': 'choices.posterRoles.talentAcquisition',
  'Team Lead': 'choices.posterRoles.teamLead',
  'Project Manager': 'choices.posterRoles.projectManager',
  'Senior Manager': 'choices.posterRoles.seniorManager',
  Manager: 'choices.posterRoles.manager',
  Supervisor: 'choices.posterRoles.supervisor',
  'Staff Member': 'choices.posterRoles.staffMember',
  Other: 'choices.posterRoles.other',
} as const satisfies Record<(typeof POSTER_ROLES)[number], Key>;

/** Industries, experience levels and the poster's roles as people read them, with a Select's options for each. */
export function useSharedChoiceLabels() {
  const t = useText();
  const industry = choiceLabels(t, INDUSTRY_KEYS);
  const experienceLevel = choiceLabels(t, EXPERIENCE_LEVEL_KEYS);
  const posterRole = choiceLabels(t, POSTER_ROLE_KEYS);
  return {
    industry: industry.label,
    experienceLevel: experienceLevel.label,
    posterRole: posterRole.label,
    industryOptions: industry.options(INDUSTRIES),
    experienceLevelOptions: experienceLevel.options(EXPERIENCE_LEVELS),
    posterRoleOptions: posterRole.options(POSTER_ROLES),
  };
}
