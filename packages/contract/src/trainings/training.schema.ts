import { z } from 'zod';
import { listOf, pageQuerySchema, requiredText, requiredTitle, storedRow } from '../common.ts';
import { TRAINING_ENROLLMENT_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { FIELD_MESSAGES } from '../messages.ts';

const TAG_MAX = 50;
const TAGS_MAX = 20;
/** Far above any real programme, and well inside the integer column. */
const PLACES_MAX = 100_000;

export const TRAINING_MESSAGES = {
  titleRequired: FIELD_MESSAGES.titleRequired,
  enrollmentStatusRequired: 'Please select an enrollment status',
  detailsRequired: 'Details are required',
  capacityWhole: 'Capacity must be a whole number',
  capacityMin: 'Capacity must be at least 1',
  enrolledWhole: 'Currently enrolled must be a whole number',
  enrolledMin: 'Currently enrolled cannot be negative',
  enrolledOverCapacity: 'Currently enrolled cannot be more than the capacity',
  opensAtDate: 'Opens must be a date',
  closesAtDate: 'Closes must be a date',
  closesBeforeOpens: 'Closes must be on or after Opens',
  tagTooLong: `Each tag must be at most ${TAG_MAX} characters`,
  tooManyTags: `At most ${TAGS_MAX} tags`,
} as const;

/** Tags typed as one line: split on commas, trimmed, empty entries dropped (spec/admin.md section 5). */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);

/** The same tag twice (in any case) is kept once. */
const uniqueTags = (tags: string[]) => {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const tagList = z
  .array(z.string({ message: 'Tags must be text' }).trim().max(TAG_MAX, TRAINING_MESSAGES.tagTooLong), {
    message: 'Tags must be a list of text',
  })
  .transform((tags) => uniqueTags(tags.filter((tag) => tag.length > 0)))
  .pipe(z.array(z.string()).max(TAGS_MAX, TRAINING_MESSAGES.tooManyTags));

/** A whole number or nothing; forms send '' for an empty number field. */
const optionalCount = (wholeMessage: string, min: number, minMessage: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.number({ message: wholeMessage }).int(wholeMessage).min(min, minMessage).max(PLACES_MAX).nullable(),
  );

/** A calendar day (YYYY-MM-DD) or nothing. */
const optionalDay = (message: string) =>
  z.preprocess(
    (value) => ((typeof value === 'string' && value.trim() === '') || value === undefined ? null : value),
    z.iso.date({ message }).nullable(),
  );

const trainingFields = {
  title: requiredTitle,
  enrollmentStatus: z.enum(TRAINING_ENROLLMENT_STATUSES, {
    message: TRAINING_MESSAGES.enrollmentStatusRequired,
  }),
  details: requiredText(LIMITS.longText, TRAINING_MESSAGES.detailsRequired, 'Details'),
  capacity: optionalCount(TRAINING_MESSAGES.capacityWhole, 1, TRAINING_MESSAGES.capacityMin),
  currentEnrolled: optionalCount(TRAINING_MESSAGES.enrolledWhole, 0, TRAINING_MESSAGES.enrolledMin),
  opensAt: optionalDay(TRAINING_MESSAGES.opensAtDate),
  closesAt: optionalDay(TRAINING_MESSAGES.closesAtDate),
};

type Checked = {
  capacity: number | null;
  currentEnrolled: number | null;
  opensAt: string | null;
  closesAt: string | null;
};
const checkTogether = (value: Checked, context: z.RefinementCtx) => {
  if (value.capacity !== null && value.currentEnrolled !== null && value.currentEnrolled > value.capacity)
    context.addIssue({
      code: 'custom',
      path: ['currentEnrolled'],
      message: TRAINING_MESSAGES.enrolledOverCapacity,
    });
  if (value.opensAt && value.closesAt && value.closesAt < value.opensAt)
    context.addIssue({ code: 'custom', path: ['closesAt'], message: TRAINING_MESSAGES.closesBeforeOpens });
};

/**
 * Create or edit a training (spec/admin.md section 5: title, enrollment status and details required). The
 * photo is uploaded first (POST /api/files?purpose=image); `photoStorageId` then attaches it. On edit, leaving
 * it out keeps the current photo, null removes it, and another id replaces it (the old file is deleted).
 */
export const trainingInputSchema = z
  .strictObject({
    ...trainingFields,
    tags: tagList.default([]),
    photoStorageId: z.uuid({ message: 'photoStorageId must be a valid id' }).nullish(),
  })
  .superRefine(checkTogether);
export type TrainingInput = z.input<typeof trainingInputSchema>;
export type NewTraining = z.output<typeof trainingInputSchema>;

/** The dashboard's training form: tags are typed as one comma-separated line. */
export const trainingFormSchema = z
  .object({
    ...trainingFields,
    tags: z.string().transform(splitTags).pipe(tagList),
  })
  .superRefine(checkTogether);

export const setTrainingActiveSchema = z.strictObject({
  isActive: z.boolean({ message: 'isActive must be true or false' }),
});

export const trainingSchema = storedRow({
  title: z.string(),
  enrollmentStatus: z.enum(TRAINING_ENROLLMENT_STATUSES),
  details: z.string(),
  tags: z.array(z.string()),
  photoStorageId: z.string().nullable(),
  /** Calendar days, YYYY-MM-DD. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  capacity: z.number().int().nullable(),
  currentEnrolled: z.number().int().nullable(),
  isActive: z.boolean(),
});
export type Training = z.infer<typeof trainingSchema>;

export const trainingListQuerySchema = pageQuerySchema;
export type TrainingListQuery = z.infer<typeof trainingListQuerySchema>;
export const trainingListSchema = listOf(trainingSchema);
export type TrainingList = z.infer<typeof trainingListSchema>;
