import { JOB_TYPES } from '@hub/contract/enums';
import { choiceLabels, useSharedChoiceLabels } from '../../lib/choices/choice-labels.ts';
import type en from './i18n/en.json';
import { useText } from './texts.ts';

type Key = keyof typeof en;

// Each choice's label; the value itself stays what the server stores and filters on.
const JOB_TYPE_KEYS = {
  'Full-time': 'jobs.jobTypes.fullTime',
  'Part-time': 'jobs.jobTypes.partTime',
  Contract: 'jobs.jobTypes.contract',
  Remote: 'jobs.jobTypes.remote',
  Hybrid: 'jobs.jobTypes.hybrid',
} as const satisfies Record<(typeof JOB_TYPES)[number], Key>;

/**
 * A job's choices as people read them, in the active language: labels of stored values and a Select's options.
 * A value the app does not know (an older job's) shows as stored. Internships have the same hook for theirs.
 */
export function useChoiceLabels() {
  const t = useText();
  const jobType = choiceLabels(t, JOB_TYPE_KEYS);
  return { ...useSharedChoiceLabels(), jobType: jobType.label, jobTypeOptions: jobType.options(JOB_TYPES) };
}
