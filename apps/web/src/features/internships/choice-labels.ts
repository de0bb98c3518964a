import { INTERNSHIP_DURATIONS, INTERNSHIP_SECTORS, POSTER_ROLES } from '@hub/contract/enums';
import { choiceLabels } from '../../lib/choice-labels.ts';
import type en from './i18n/en.json';
import { useText } from './texts.ts';

type Key = keyof typeof en;

// Each choice's label; the value itself stays what the server stores and filters on.
const SECTOR_KEYS = {
  Technology: 'internships.sectors.technology',
  Finance: 'internships.sectors.finance',
  Marketing: 'internships.sectors.marketing',
  Healthcare: 'internships.sectors.healthcare',
  Education: 'internships.sectors.education',
  Engineering: 'internships.sectors.engineering',
  Sales: 'internships.sectors.sales',
  'Human Resources': 'internships.sectors.humanResources',
  Operations: 'internships.sectors.operations',
  Consulting: 'internships.sectors.consulting',
  'Media & Communications': 'internships.sectors.mediaCommunications',
  'Real Estate': 'internships.sectors.realEstate',
  Legal: 'internships.sectors.legal',
  Design: 'internships.sectors.design',
  Other: 'internships.sectors.other',
} as const satisfies Record<(typeof INTERNSHIP_SECTORS)[number], Key>;

const DURATION_KEYS = {
  '1 month': 'internships.durations.oneMonth',
  '2 months': 'internships.durations.twoMonths',
  '3 months': 'internships.durations.threeMonths',
  '6 months': 'internships.durations.sixMonths',
  '12 months': 'internships.durations.twelveMonths',
  Flexible: 'internships.durations.flexible',
} as const satisfies Record<(typeof INTERNSHIP_DURATIONS)[number], Key>;

const POSTER_ROLE_KEYS = {
  CEO: 'internships.posterRoles.ceo',
  CTO: 'internships.posterRoles.cto',
  CFO: 'internships.posterRoles.cfo',
  COO: 'internships.posterRoles.coo',
  'Vice President': 'internships.posterRoles.vicePresident',
  Director: 'internships.posterRoles.director',
  'Department Head': 'internships.posterRoles.departmentHead',
  'Hiring Manager': 'internships.posterRoles.hiringManager',
  'HR Manager': 'internships.posterRoles.hrManager',
  'HR Business Partner': 'internships.posterRoles.hrBusinessPartner',
  'Talent Acquisition': 'internships.posterRoles.talentAcquisition',
  'Team Lead': 'internships.posterRoles.teamLead',
  'Project Manager': 'internships.posterRoles.projectManager',
  'Senior Manager': 'internships.posterRoles.seniorManager',
  Manager: 'internships.posterRoles.manager',
  Supervisor: 'internships.posterRoles.supervisor',
  'Staff Member': 'internships.posterRoles.staffMember',
  Other: 'internships.posterRoles.other',
} as const satisfies Record<(typeof POSTER_ROLES)[number], Key>;

/**
 * An internship's choices as people read them, in the active language: labels of stored values and a Select's
 * options. A value the app does not know (a department typed before the list existed) shows as stored. Jobs have
 * the same hook for theirs.
 */
export function useChoiceLabels() {
  const t = useText();
  const sector = choiceLabels(t, SECTOR_KEYS);
  const duration = choiceLabels(t, DURATION_KEYS);
  const posterRole = choiceLabels(t, POSTER_ROLE_KEYS);
  return {
    sector: sector.label,
    duration: duration.label,
    posterRole: posterRole.label,
    sectorOptions: sector.options(INTERNSHIP_SECTORS),
    durationOptions: duration.options(INTERNSHIP_DURATIONS),
    posterRoleOptions: posterRole.options(POSTER_ROLES),
  };
}
