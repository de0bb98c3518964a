import { z } from 'zod';
import {
  listOf,
  pageQuerySchema,
  requiredDescription,
  requiredText,
  requiredTitle,
  storedRow,
} from '../common.ts';
import { LIMITS } from '../limits.ts';

/** A benefit shows at most this many images; the collage shows five tiles and a '+N' for the rest. */
export const BENEFIT_IMAGES_MAX = 20;

const discountField = z
  .number({ message: 'Discount percentage is required' })
  .int('Discount percentage must be a whole number')
  .min(1, 'Discount percentage must be between 1 and 100')
  .max(100, 'Discount percentage must be between 1 and 100');

const VALID_DATE = 'Valid until must be a date (YYYY-MM-DD)';
const validUntilRequired = z
  .string({ message: 'Valid until is required' })
  .trim()
  .min(1, 'Valid until is required')
  .pipe(z.iso.date({ message: VALID_DATE }));
/** On edit the date may be left empty, which clears it. */
const validUntilOptional = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.iso.date({ message: VALID_DATE }).nullable());

const imageIdsField = z
  .array(z.uuid({ message: 'Each image must be an uploaded file id' }))
  .max(BENEFIT_IMAGES_MAX, `A benefit can have at most ${BENEFIT_IMAGES_MAX} images`)
  .refine((ids) => new Set(ids).size === ids.length, 'The same image is listed twice');

/** The fields a benefit must have on create; on edit each may be left out. */
const benefitFields = {
  title: requiredTitle,
  description: requiredDescription,
  businessName: requiredText(LIMITS.company, 'Business name is required', 'Business name'),
  location: requiredText(255, 'Location is required', 'Location'),
  discountPercentage: discountField,
  category: requiredText(LIMITS.industry, 'Category is required', 'Category'),
};

/**
 * Creating a benefit (admin.md section 5: every field but the images required). Images are uploaded first
 * through POST /api/files?purpose=image; their ids are sent here in display order.
 */
export const createBenefitSchema = z.strictObject({
  ...benefitFields,
  validUntil: validUntilRequired,
  imageStorageIds: imageIdsField.default([]),
  isActive: z.boolean().default(true),
  showOnHomepage: z.boolean().default(false),
});
export type CreateBenefitInput = z.input<typeof createBenefitSchema>;
export type NewBenefit = z.output<typeof createBenefitSchema>;

/** Editing a benefit: any subset of the fields; valid until is optional here. Removed images are deleted. */
export const updateBenefitSchema = z.strictObject({
  ...z.object(benefitFields).partial().shape,
  validUntil: validUntilOptional.optional(),
  imageStorageIds: imageIdsField.optional(),
  isActive: z.boolean().optional(),
  showOnHomepage: z.boolean().optional(),
});
export type UpdateBenefitInput = z.input<typeof updateBenefitSchema>;
export type BenefitChanges = z.output<typeof updateBenefitSchema>;

/** The list's toggles send exactly one flag (admin.md section 7). */
export const toggleBenefitSchema = z.union(
  [
    z.strictObject({ isActive: z.boolean({ message: 'isActive must be true or false' }) }),
    z.strictObject({ showOnHomepage: z.boolean({ message: 'showOnHomepage must be true or false' }) }),
  ],
  { message: 'Send only isActive or only showOnHomepage' },
);
export type ToggleBenefit = z.infer<typeof toggleBenefitSchema>;

/** A benefit as residents see it: only active ones are listed, so the flags are left out. */
export const benefitSchema = storedRow({
  title: z.string(),
  description: z.string(),
  discountPercentage: z.number().int(),
  businessName: z.string(),
  location: z.string(),
  category: z.string(),
  /** YYYY-MM-DD, or null when the offer has no end date. */
  validUntil: z.string().nullable(),
  /** Stored image files in display order, readable by every member through GET /api/files/:storageId. */
  imageStorageIds: z.array(z.string()),
});
export type Benefit = z.infer<typeof benefitSchema>;

export const adminBenefitSchema = benefitSchema.extend({
  isActive: z.boolean(),
  showOnHomepage: z.boolean(),
  /** Past its 'Valid until' day: residents no longer see it, whatever `isActive` says (decision 012). */
  isExpired: z.boolean(),
});
export type AdminBenefit = z.infer<typeof adminBenefitSchema>;

/** /community-benefits and the home page (homepage=true: only those flagged for it). */
export const benefitListQuerySchema = pageQuerySchema.extend({
  homepage: z
    .enum(['true', 'false'], { message: 'homepage must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type BenefitListQuery = z.output<typeof benefitListQuerySchema>;
export const benefitListSchema = listOf(benefitSchema);
export type BenefitList = z.infer<typeof benefitListSchema>;

/** The dashboard's Benefits tab: every benefit, active or not, newest first. */
export const adminBenefitListQuerySchema = pageQuerySchema;
export type AdminBenefitListQuery = z.infer<typeof adminBenefitListQuerySchema>;
export const adminBenefitListSchema = listOf(adminBenefitSchema);
export type AdminBenefitList = z.infer<typeof adminBenefitListSchema>;
