import { z } from 'zod';
import { timestamps } from '../common.ts';
import {
  emailFieldRequiring,
  listOf,
  optionalText,
  pageQuerySchema,
  requiredText,
  textAtLeast,
} from '../common.ts';
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES, POST_STATUSES, POSTER_ROLES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

/** Location and salary range are stored in 255-character columns; the spec gives them no limit of their own. */
const SHORT_TEXT_MAX = 255;

const contactEmailField = emailFieldRequiring(MESSAGES.validEmail, { label: 'Contact email' });

/**
 * The fields a resident fills in to post a job (spec/residents.md section 5 'Post job'), on both sides of the
 * wire. The dashboard's create and edit forms use `adminJobInputSchema` below.
 */
export const jobInputSchema = z.strictObject({
  title: textAtLeast(2, LIMITS.title, 'Job title must be at least 2 characters', 'Job title'),
  company: textAtLeast(2, LIMITS.company, 'Company name must be at least 2 characters', 'Company name'),
  posterRole: z.enum(POSTER_ROLES, { message: 'Please select your role in the company' }),
  location: textAtLeast(2, SHORT_TEXT_MAX, 'Location must be at least 2 characters', 'Location'),
  description: textAtLeast(10, LIMITS.longText, 'Description must be at least 10 characters', 'Description'),
  requirements: optionalText(LIMITS.longText, 'Requirements'),
  skills: textAtLeast(3, LIMITS.longText, 'Required skills must be specified', 'Required skills'),
  salaryRange: optionalText(SHORT_TEXT_MAX, 'Salary range'),
  contactEmail: contactEmailField,
  contactPhone: textAtLeast(8, LIMITS.phone, 'Please enter a valid phone number', 'Contact phone'),
  experienceLevel: z.enum(EXPERIENCE_LEVELS, { message: 'Please select experience level' }),
  industry: z.enum(INDUSTRIES, { message: 'Please select industry' }),
  jobType: z.enum(JOB_TYPES, { message: 'Please select job type' }),
});
/** What a form sends (optional fields may be blank or left out). */
export type JobInput = z.input<typeof jobInputSchema>;
/** What the server stores after trimming (blank optional fields become null). */
export type NewJob = z.output<typeof jobInputSchema>;

/** An optional pick from a fixed list: blank or cleared means none; anything else must be on the list. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string({ message })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.enum(values, { message }).nullable());

/**
 * The dashboard's job create and edit forms (spec/admin.md section 5): only Job Title, Company, Your Role in
 * Company, Job Description, Contact Email (e-mail shaped) and Contact Phone are required. Location, skills,
 * experience level, industry and job type are optional here (blank means null), but a chosen value must
 * still be one of the listed ones. Residents' posts keep `jobInputSchema`.
 */
export const adminJobInputSchema = z.strictObject({
  title: requiredText(LIMITS.title, 'Job title is required', 'Job title'),
  company: requiredText(LIMITS.company, 'Company is required', 'Company name'),
  posterRole: z.enum(POSTER_ROLES, { message: 'Please select your role in the company' }),
  location: optionalText(SHORT_TEXT_MAX, 'Location'),
  description: requiredText(LIMITS.longText, 'Job description is required', 'Description'),
  requirements: optionalText(LIMITS.longText, 'Requirements'),
  skills: optionalText(LIMITS.longText, 'Required skills'),
  salaryRange: optionalText(SHORT_TEXT_MAX, 'Salary range'),
  contactEmail: contactEmailField,
  contactPhone: requiredText(LIMITS.phone, 'Contact phone is required', 'Contact phone'),
  experienceLevel: optionalChoice(EXPERIENCE_LEVELS, 'Please select experience level'),
  industry: optionalChoice(INDUSTRIES, 'Please select industry'),
  jobType: optionalChoice(JOB_TYPES, 'Please select job type'),
});
/** What the dashboard's job forms send. */
export type AdminJobInput = z.input<typeof adminJobInputSchema>;
/** A job as stored from either form: the dashboard's may leave the optional fields null. */
export type JobFields = z.output<typeof adminJobInputSchema>;

/**
 * A job as residents see it. Contact e-mail and phone are left out on purpose: they are for administrators
 * only (docs/decisions/004-job-contact-fields.md); residents reach the poster through posterEmail or by
 * applying.
 */
export const publicJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  posterEmail: z.string(),
  posterRole: z.string(),
  description: z.string(),
  requirements: z.string().nullable(),
  /** The five below are required from residents but optional for administrators, so they may be null. */
  skills: z.string().nullable(),
  industry: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  jobType: z.string().nullable(),
  location: z.string().nullable(),
  salaryRange: z.string().nullable(),
  ...timestamps,
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/** A job as administrators see it: everything, including moderation and removal state. */
export const adminJobSchema = publicJobSchema.extend({
  contactEmail: z.string(),
  contactPhone: z.string(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  status: z.enum(POST_STATUSES),
  /** The id of the account that posted it; null if that account was deleted. */
  postedBy: z.string().nullable(),
  removedAt: z.string().nullable(),
  removedBy: z.string().nullable(),
  removalReason: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** What a resident gets back after posting: enough to say it awaits approval. */
export const postedJobSchema = adminJobSchema.pick({ id: true, status: true, createdAt: true });
export type PostedJob = z.infer<typeof postedJobSchema>;

const searchField = z.string().trim().max(LIMITS.title, `Search must be at most ${LIMITS.title} characters`);

/** /careers: approved jobs, searched over title, company and description, filtered by industry. */
export const jobListQuerySchema = pageQuerySchema.extend({
  search: searchField.optional(),
  industry: z
    .enum(['all', ...INDUSTRIES] as const, {
      message: 'industry must be all or one of the listed industries',
    })
    .default('all'),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
export const publicJobListSchema = listOf(publicJobSchema);
export type PublicJobList = z.infer<typeof publicJobListSchema>;

/** The dashboard's Jobs tab: every job not removed, optionally by status. */
export const adminJobListQuerySchema = pageQuerySchema.extend({
  search: searchField.optional(),
  status: z.enum(POST_STATUSES, { message: 'status must be pending, approved or rejected' }).optional(),
});
export type AdminJobListQuery = z.infer<typeof adminJobListQuerySchema>;
export const adminJobListSchema = listOf(adminJobSchema);
export type AdminJobList = z.infer<typeof adminJobListSchema>;

/** Removed Items: removed jobs, most recently removed first. */
export const removedJobListQuerySchema = pageQuerySchema;
export type RemovedJobListQuery = z.infer<typeof removedJobListQuerySchema>;

export const decideJobSchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], { message: 'status must be approved or rejected' }),
  /** Told to the poster in the decision mail. */
  reason: optionalText(LIMITS.longText, 'Reason'),
});
export type DecideJob = z.infer<typeof decideJobSchema>;

/** Removing a job may say why; the reason is shown in Removed Items. The body may be left out entirely. */
export const removeJobSchema = z.strictObject({ reason: optionalText(LIMITS.longText, 'Reason') }).nullish();
export type RemoveJob = z.input<typeof removeJobSchema>;
