/**
 * The directory's choices as people read them: the industries (the professionals' areas of expertise too) and the
 * experience levels, the enumerations jobs and internships show as well, worded once in lib/choices.
 */
export { useSharedChoiceLabels as useChoiceLabels } from '../../lib/choices/choice-labels.ts';
