import { z } from 'zod';
import { emailField, emailFieldRequiring, listOf, optionalText, pageQuerySchema } from '../common.ts';
import { LIMITS } from '../limits.ts';

export const whitelistEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  unit: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  addedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;

export const whitelistListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(LIMITS.email).optional(),
});
export type WhitelistListQuery = z.infer<typeof whitelistListQuerySchema>;
export const whitelistListSchema = listOf(whitelistEntrySchema);
export type WhitelistList = z.infer<typeof whitelistListSchema>;

export const addWhitelistEmailSchema = z.strictObject({ email: emailField });
export type AddWhitelistEmail = z.infer<typeof addWhitelistEmailSchema>;

export const updateWhitelistEntrySchema = z.strictObject({
  email: emailFieldRequiring('Email is required'),
  name: optionalText(LIMITS.name, 'Name'),
  unit: optionalText(LIMITS.unit, 'Unit'),
  phone: optionalText(LIMITS.phone, 'Phone'),
  isActive: z.boolean({ message: 'Active User must be true or false' }),
});
export type UpdateWhitelistEntry = z.input<typeof updateWhitelistEntrySchema>;
