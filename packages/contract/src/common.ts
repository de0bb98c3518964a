import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { FIELD_MESSAGES, MESSAGES } from './messages.ts';

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

/** What a list's search box may hold. */
export const searchText = z
  .string()
  .trim()
  .max(LIMITS.title, `Search must be at most ${LIMITS.title} characters`);

/** A searchable list's query: paging, an optional `search`, then the list's own filters. */
export const searchableListQuery = <T extends z.ZodRawShape>(filters: T) =>
  pageQuerySchema.extend({ search: searchText.optional(), ...filters });

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

/** A stored row as the API answers with it: its id, its own fields, then `timestamps`. */
export const storedRow = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ id: z.string(), ...fields, ...timestamps });

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

/** An optional pick from a fixed list: blank or cleared means none; anything else must be on the list. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string({ message })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.enum(values, { message }).nullable());

// Fields several kinds ask for with the same rules and words.
export const requiredTitle = requiredText(LIMITS.title, FIELD_MESSAGES.titleRequired, 'Title');
export const requiredDescription = requiredText(
  LIMITS.longText,
  FIELD_MESSAGES.descriptionRequired,
  'Description',
);
export const requiredCompany = requiredText(LIMITS.company, FIELD_MESSAGES.companyRequired, 'Company');
/** A person's name where two characters are the least (CV edit, directory profiles). */
export const nameAtLeastTwo = textAtLeast(2, LIMITS.name, FIELD_MESSAGES.nameMin, 'Name');
/** A professional title where two characters are the least (CV edit, directory profiles). */
export const titleAtLeastTwo = textAtLeast(2, LIMITS.title, FIELD_MESSAGES.titleMin, 'Title');

/** An administrator's decision on something waiting for review (access requests, jobs, internships). */
export const decisionField = z.enum(['approved', 'rejected'], {
  message: 'status must be approved or rejected',
});

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

/** Whether members see the owner's e-mail and phone (CV showcase and directory alike). */
export const contactVisibilityFields = { showEmail: shownToMembersField, showPhone: shownToMembersField };
