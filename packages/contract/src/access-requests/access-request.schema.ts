import { z } from 'zod';
import { emailFieldRequiring, listOf, optionalText, pageQuerySchema, timestamps } from '../common.ts';
import { ACCESS_REQUEST_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

const requiredText = (max: number, label: string) =>
  z
    .string({ message: MESSAGES.accessRequestFieldsRequired })
    .trim()
    .min(1, MESSAGES.accessRequestFieldsRequired)
    .max(max, `${label} must be at most ${max} characters`);

export const createAccessRequestSchema = z.strictObject({
  fullName: requiredText(LIMITS.name, 'Full name'),
  email: emailFieldRequiring(MESSAGES.accessRequestFieldsRequired),
  unitNumber: requiredText(LIMITS.unit, 'Unit number'),
  mobile: optionalText(LIMITS.phone, 'Mobile'),
});
export type CreateAccessRequest = z.input<typeof createAccessRequestSchema>;
export type NewAccessRequest = z.output<typeof createAccessRequestSchema>;

export const accessRequestSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  unitNumber: z.string(),
  mobile: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  decidedBy: z.string().nullable(),
  ...timestamps,
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const accessRequestListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ACCESS_REQUEST_STATUSES).optional(),
});
export type AccessRequestListQuery = z.infer<typeof accessRequestListQuerySchema>;
export const accessRequestListSchema = listOf(accessRequestSchema);
export type AccessRequestList = z.infer<typeof accessRequestListSchema>;

export const decideAccessRequestSchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], { message: 'status must be approved or rejected' }),
});
export type DecideAccessRequest = z.infer<typeof decideAccessRequestSchema>;
