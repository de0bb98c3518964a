import { z } from 'zod';
import {
  emailField,
  emailFieldRequiring,
  listOf,
  optionalText,
  pageQuerySchema,
  storedRow,
} from '../common.ts';
import { inviteStatusSchema, issuedInviteSchema } from '../invites/invite.schema.ts';
import { LIMITS } from '../limits.ts';
import { FIELD_MESSAGES } from '../messages.ts';

export const whitelistEntrySchema = storedRow({
  email: z.string(),
  name: z.string().nullable(),
  unit: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  addedBy: z.string().nullable(),
  /** The newest invite link's state (RESIDENT_SIGN_IN=invite; null when none was issued), on list rows. */
  invite: inviteStatusSchema.nullable().optional(),
});
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;

export const whitelistListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(LIMITS.email).optional(),
});
export type WhitelistListQuery = z.infer<typeof whitelistListQuerySchema>;
export const whitelistListSchema = listOf(whitelistEntrySchema);
export type WhitelistList = z.infer<typeof whitelistListSchema>;

export const addWhitelistEmailSchema = z.strictObject({ email: emailField });
/** What adding answers: the entry, and in invite mode its first invite link (shown to this administrator once). */
export const addedWhitelistEntrySchema = whitelistEntrySchema.extend({
  issuedInvite: issuedInviteSchema.optional(),
});
export type AddedWhitelistEntry = z.infer<typeof addedWhitelistEntrySchema>;
export type AddWhitelistEmail = z.infer<typeof addWhitelistEmailSchema>;

export const updateWhitelistEntrySchema = z.strictObject({
  email: emailFieldRequiring(FIELD_MESSAGES.emailRequired),
  name: optionalText(LIMITS.name, 'Name'),
  unit: optionalText(LIMITS.unit, 'Unit'),
  phone: optionalText(LIMITS.phone, 'Phone'),
  isActive: z.boolean({ message: 'Active User must be true or false' }),
});
export type UpdateWhitelistEntry = z.input<typeof updateWhitelistEntrySchema>;

/** 'Import CSV': the file's text; `dryRun` answers the preview and changes nothing. */
export const WHITELIST_IMPORT_MAX_ROWS = 10_000;
export const WHITELIST_IMPORT_MESSAGES = {
  empty: 'The file is empty.',
  notCsv: 'This file is not a CSV with a header row naming the columns email, name, unit, phone.',
  tooMany: `A file may hold at most ${WHITELIST_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
} as const;
export const whitelistImportRequestSchema = z.strictObject({
  csv: z.string({ message: 'csv is required' }).max(5 * 1024 * 1024, 'The file must be smaller than 5MB'),
  dryRun: z.boolean().default(true),
});
export const whitelistImportResultSchema = z.object({
  rows: z.number().int(),
  /** Rows to add (dry run) or added. */
  added: z.number().int(),
  problems: z.array(z.object({ line: z.number().int(), email: z.string(), reason: z.string() })),
  isDryRun: z.boolean(),
});
export type WhitelistImportResult = z.infer<typeof whitelistImportResultSchema>;
