import { z } from 'zod';
import {
  emailFieldRequiring,
  listOf,
  optionalChoice,
  optionalText,
  requiredText,
  searchableListQuery,
  textAtLeast,
  storedRow,
} from '../common.ts';
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES, POSTER_ROLES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { FIELD_MESSAGES, MESSAGES } from '../messages.ts';
import { moderationFields, postTextFields, publicationFields } from '../moderated-posts/post.schema.ts';

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

/**
 * The dashboard's job create and edit forms (spec/admin.md section 5): only Job Title, Company, Your Role in
 * Company, Job Description, Contact Email (e-mail shaped) and Contact Phone are required. Location, skills,
 * experience level, industry and job type are optional here (blank means null), but a chosen value must
 * still be one of the listed ones. Residents' posts keep `jobInputSchema`.
 */
export const adminJobInputSchema = z.strictObject({
  title: requiredText(LIMITS.title, 'Job title is required', 'Job title'),
  company: requiredText(LIMITS.company, FIELD_MESSAGES.companyRequired, 'Company name'),
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
 * applying. posterEmail is null on the committee's posts: an administrator's own address is never shown.
 */
export const publicJobSchema = storedRow({
  title: z.string(),
  company: z.string(),
  posterEmail: z.string().nullable(),
  ...postTextFields,
  ...publicationFields,
  /** Skills and the four below: required from residents but optional for administrators, so they may be null. */
  industry: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  jobType: z.string().nullable(),
  location: z.string().nullable(),
  salaryRange: z.string().nullable(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/** A job as administrators see it: everything, including moderation and removal state. */
export const adminJobSchema = publicJobSchema.extend({
  posterEmail: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  ...moderationFields,
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** What a resident gets back after posting: enough to say it awaits approval. */
export const postedJobSchema = adminJobSchema.pick({ id: true, status: true, createdAt: true });
export type PostedJob = z.infer<typeof postedJobSchema>;

/** /careers: approved jobs, searched over title, company and description, filtered by industry. */
export const jobListQuerySchema = searchableListQuery({
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
export const adminJobListSchema = listOf(adminJobSchema);
export type AdminJobList = z.infer<typeof adminJobListSchema>;
