import { INTERNSHIP_DURATIONS, INTERNSHIP_SECTORS } from '@hub/contract/enums';
import { choiceLabels, useSharedChoiceLabels } from '../../lib/choices/choice-labels.ts';
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

/**
 * An internship's choices as people read them, in the active language: labels of stored values and a Select's
 * options. A value the app does not know (a department typed before the list existed) shows as stored. Jobs have
 * the same hook for theirs.
 */
export function useChoiceLabels() {
  const t = useText();
  const sector = choiceLabels(t, SECTOR_KEYS);
  const duration = choiceLabels(t, DURATION_KEYS);
  const { posterRole, posterRoleOptions } = useSharedChoiceLabels();
  return {
    sector: sector.label,
    duration: duration.label,
    posterRole,
    sectorOptions: sector.options(INTERNSHIP_SECTORS),
    durationOptions: duration.options(INTERNSHIP_DURATIONS),
    posterRoleOptions,
  };
}
