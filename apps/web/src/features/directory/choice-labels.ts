import { EXPERIENCE_LEVELS, INDUSTRIES } from '@hub/contract/enums';
import type en from './i18n/en.json';
import { useText } from './texts.ts';

type Key = keyof typeof en;

/** Each industry's label: the value itself stays what the server stores and filters on. */
const INDUSTRY_KEYS = {
  'Technology/IT': 'directory.industries.technologyIt',
  Marketing: 'directory.industries.marketing',
  Finance: 'directory.industries.finance',
  'Human Resources': 'directory.industries.humanResources',
  Sales: 'directory.industries.sales',
  Procurement: 'directory.industries.procurement',
  Operations: 'directory.industries.operations',
  Legal: 'directory.industries.legal',
  Healthcare: 'directory.industries.healthcare',
  Education: 'directory.industries.education',
  Engineering: 'directory.industries.engineering',
  Design: 'directory.industries.design',
  Consulting: 'directory.industries.consulting',
  'Real Estate': 'directory.industries.realEstate',
  Other: 'directory.industries.other',
} as const satisfies Record<(typeof INDUSTRIES)[number], Key>;

const EXPERIENCE_LEVEL_KEYS = {
  'Entry Level': 'directory.experienceLevels.entry',
  'Mid Level': 'directory.experienceLevels.mid',
  'Senior Level': 'directory.experienceLevels.senior',
  Executive: 'directory.experienceLevels.executive',
} as const satisfies Record<(typeof EXPERIENCE_LEVELS)[number], Key>;

const keyOf = <Value extends string>(keys: Record<Value, Key>, value: string): Key | undefined =>
  Object.hasOwn(keys, value) ? keys[value as Value] : undefined;

/**
 * The directory's choices as people read them, in the active language: the industries (the professionals' areas of
 * expertise too) and the experience levels, as labels of stored values and as a Select's options. A value the app
 * does not know (an older profile's) shows as stored.
 */
export function useChoiceLabels() {
  const t = useText();
  const industry = (value: string) => {
    const key = keyOf(INDUSTRY_KEYS, value);
    return key ? t(key) : value;
  };
  const experienceLevel = (value: string) => {
    const key = keyOf(EXPERIENCE_LEVEL_KEYS, value);
    return key ? t(key) : value;
  };
  return {
    industry,
    experienceLevel,
    industryOptions: INDUSTRIES.map((value) => ({ value, label: industry(value) })),
    experienceLevelOptions: EXPERIENCE_LEVELS.map((value) => ({ value, label: experienceLevel(value) })),
  };
}
