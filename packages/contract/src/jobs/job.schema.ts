import { z } from 'zod';
import { listOf, optionalText, pageQuerySchema } from '../common.ts';
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES, POST_STATUSES, POSTER_ROLES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

/** Location and salary range are stored in 255-character columns; the spec gives them no limit of their own. */
const SHORT_TEXT_MAX = 255;

/** Required text with the spec's minimum-length message, also used when the field is missing. */
const textAtLeast = (min: number, max: number, message: string, label: string) =>
  z.string({ message }).trim().min(min, message).max(max, `${label} must be at most ${max} characters`);

const contactEmailField = z
  .string({ message: MESSAGES.validEmail })
  .trim()
  .max(LIMITS.email, `Contact email must be at most ${LIMITS.email} characters`)
  .pipe(z.email({ message: MESSAGES.validEmail }))
  .transform((email) => email.toLowerCase());

/**
 * The fields a person fills in to post a job (spec/residents.md section 5 'Post job'). The same schema serves
 * the resident's post-job dialog and the dashboard's create and edit forms, on both sides of the wire.
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
  skills: z.string(),
  industry: z.string(),
  experienceLevel: z.string(),
  jobType: z.string(),
  location: z.string(),
  salaryRange: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
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
});
export type DecideJob = z.infer<typeof decideJobSchema>;

/** Removing a job may say why; the reason is shown in Removed Items. The body may be left out entirely. */
export const removeJobSchema = z.strictObject({ reason: optionalText(LIMITS.longText, 'Reason') }).nullish();
export type RemoveJob = z.input<typeof removeJobSchema>;
