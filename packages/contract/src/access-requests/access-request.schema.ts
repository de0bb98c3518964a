import { z } from 'zod';
import { issuedInviteSchema } from '../invites/invite.schema.ts';
import {
  decisionField,
  emailFieldRequiring,
  listOf,
  optionalText,
  pageQuerySchema,
  requiredText,
  storedRow,
} from '../common.ts';
import { ACCESS_REQUEST_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

export const createAccessRequestSchema = z.strictObject({
  fullName: requiredText(LIMITS.name, MESSAGES.accessRequestFieldsRequired, 'Full name'),
  email: emailFieldRequiring(MESSAGES.accessRequestFieldsRequired),
  unitNumber: requiredText(LIMITS.unit, MESSAGES.accessRequestFieldsRequired, 'Unit number'),
  mobile: optionalText(LIMITS.phone, 'Mobile'),
});
export type CreateAccessRequest = z.input<typeof createAccessRequestSchema>;
export type NewAccessRequest = z.output<typeof createAccessRequestSchema>;

/**
 * What anyone who asks for access is answered: the same for a new address, one already waiting and one that already
 * has access (who is told by mail instead), so the answer tells nobody who lives here.
 */
export const accessRequestReceivedSchema = z.object({ status: z.literal('pending') });
export type AccessRequestReceived = z.infer<typeof accessRequestReceivedSchema>;

export const accessRequestSchema = storedRow({
  fullName: z.string(),
  email: z.string(),
  unitNumber: z.string(),
  mobile: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  decidedBy: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const accessRequestListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ACCESS_REQUEST_STATUSES).optional(),
});
export type AccessRequestListQuery = z.infer<typeof accessRequestListQuerySchema>;
export const accessRequestListSchema = listOf(accessRequestSchema);
export type AccessRequestList = z.infer<typeof accessRequestListSchema>;

/** What deciding answers: the request, and after an approval in invite mode the resident's first invite link. */
export const decidedAccessRequestSchema = accessRequestSchema.extend({
  issuedInvite: issuedInviteSchema.optional(),
});
export type DecidedAccessRequest = z.infer<typeof decidedAccessRequestSchema>;

export const decideAccessRequestSchema = z.strictObject({
  status: decisionField,
});
export type DecideAccessRequest = z.infer<typeof decideAccessRequestSchema>;
