import { z } from 'zod';
import { listOf, pageQuerySchema, storedRow } from '../common.ts';
import { APPLICATION_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { FIELD_MESSAGES, MESSAGES } from '../messages.ts';

/** What the server answers about one's applications and CVs (issue 26). */
export const APPLICATION_MESSAGES = {
  cvRequired: 'CV is required',
  alreadyAppliedToJob: 'You have already applied to this job.',
  alreadyAppliedToInternship: 'You have already applied to this internship.',
  noCvOnFile: 'There is no CV on file; upload one.',
  cvAndCvOnFile: 'Send a CV file or use the CV on file, not both.',
} as const;

const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/**
 * The application form's fields (sent as multipart with the CV file under `cv`, or `cvOnFile` 'true' to send a
 * copy of the CV the member has on file instead).
 */
export const applicationFieldsSchema = z
  .strictObject({
    applicantName: required(FIELD_MESSAGES.fullNameRequired, LIMITS.name),
    applicantEmail: z
      .string({ message: FIELD_MESSAGES.emailRequired })
      .trim()
      .min(1, FIELD_MESSAGES.emailRequired)
      .max(LIMITS.email)
      .pipe(z.email({ message: MESSAGES.validEmail })),
    applicantPhone: required('Phone number is required', LIMITS.phone),
    coverLetter: z
      .string()
      .trim()
      .max(LIMITS.longText, `Cover letter must be at most ${LIMITS.longText} characters`)
      .optional()
      .transform((value) => value || null),
    jobId: z.uuid({ message: 'jobId must be a valid id' }).optional(),
    internshipId: z.uuid({ message: 'internshipId must be a valid id' }).optional(),
    cvOnFile: z
      .enum(['true', 'false'], { message: 'cvOnFile must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
  })
  .refine((fields) => Boolean(fields.jobId) !== Boolean(fields.internshipId), {
    message: 'Apply to exactly one job or internship',
    path: ['jobId'],
  });
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

/** The form as the browser validates it, before the file is attached. */
export const applicationFormSchema = z.object({
  applicantName: applicationFieldsSchema.shape.applicantName,
  applicantEmail: applicationFieldsSchema.shape.applicantEmail,
  applicantPhone: applicationFieldsSchema.shape.applicantPhone,
  coverLetter: applicationFieldsSchema.shape.coverLetter,
});

/** Where the CV on file comes from: the member's CV showcase entry, directory profile or last application. */
export const CV_ON_FILE_SOURCES = ['cv-showcase', 'profile', 'application'] as const;

/** What the apply form is filled in with: the member's details and the CV they have on file, if any. */
export const applicationOnFileSchema = z.object({
  applicantName: z.string().nullable(),
  applicantEmail: z.string(),
  applicantPhone: z.string().nullable(),
  cv: z.object({ fileName: z.string(), source: z.enum(CV_ON_FILE_SOURCES) }).nullable(),
});
export type ApplicationOnFile = z.infer<typeof applicationOnFileSchema>;

export const applicationTargetSchema = z.object({
  kind: z.enum(['job', 'internship']),
  id: z.string(),
  title: z.string(),
  company: z.string(),
});

export const applicationSchema = storedRow({
  applicantName: z.string(),
  applicantEmail: z.string(),
  applicantPhone: z.string(),
  coverLetter: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  cvStorageId: z.string().nullable(),
  cvFileName: z.string().nullable(),
  target: applicationTargetSchema,
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationReceiptSchema = applicationSchema.pick({ id: true, status: true, createdAt: true });

export const applicationListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(LIMITS.email).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
export const applicationListSchema = listOf(applicationSchema);
export type ApplicationList = z.infer<typeof applicationListSchema>;

export const updateApplicationStatusSchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, {
    message: `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
  }),
});
