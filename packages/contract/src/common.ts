import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/** The one error shape every route answers with. */
export const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;

export const idParamsSchema = z.strictObject({ id: z.uuid({ message: 'id must be a valid id' }) });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(20),
});

/**
 * A page of a list. `total` is exact unless `isTotalCapped`: then at least that many match ("1,000+"), counted
 * no further than 1,000 rows past the page (decision 051). `correctedSearch`: a search that found nothing was
 * run again with its words corrected to these.
 */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    isTotalCapped: z.boolean().optional(),
    correctedSearch: z.string().optional(),
  });

/**
 * A required e-mail address; `requiredMessage` is what a blank one is told (forms word it differently), `label`
 * names it in the length message and `invalidMessage` is what a malformed one is told.
 */
export const emailFieldRequiring = (
  requiredMessage: string,
  { label = 'Email', invalidMessage = MESSAGES.validEmail }: { label?: string; invalidMessage?: string } = {},
) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters`)
    .pipe(z.email({ message: invalidMessage }))
    // Addresses are compared case-insensitively everywhere, so they are stored in one case.
    .transform((email) => email.toLowerCase());

export const emailField = emailFieldRequiring(MESSAGES.emailRequired);

/** When a stored row was made and last changed, as every row the API answers with says. */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** Required text: blank or missing is told `message`; `label` names it in the length message. */
export const requiredText = (max: number, message: string, label: string) =>
  textAtLeast(1, max, message, label);

/** Required text with a minimum length, whose message is also what a missing field is told. */
export const textAtLeast = (min: number, max: number, message: string, label: string) =>
  z.string({ message }).trim().min(min, message).max(max, `${label} must be at most ${max} characters`);

/** Optional text that turns blank input into null, so "empty optional fields are left out". */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * Whether members see a contact field (e-mail, phone) of one's CV or directory profile; shown unless the owner
 * says no. Multipart forms send 'true'/'false'. Absent means shown on create and unchanged on edit.
 */
export const shownToMembersField = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    message: 'must be true or false',
  })
  .optional();
