import { z } from 'zod';
import {
  emailFieldRequiring,
  listOf,
  optionalChoice,
  optionalText,
  requiredCompany,
  requiredDescription,
  requiredTitle,
  searchableListQuery,
  storedRow,
} from '../common.ts';
import { INTERNSHIP_DURATIONS, INTERNSHIP_SECTORS, POSTER_ROLES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { FIELD_MESSAGES } from '../messages.ts';
import { moderationFields, postTextFields, publicationFields } from '../moderated-posts/post.schema.ts';

/** Location and stipend are stored in 255-character columns; start date and deadline (free text) in 100. */
const SHORT_TEXT_MAX = 255;
const DATE_TEXT_MAX = 100;
/** Far above any real internship, and well inside the integer column. */
const POSITIONS_MAX = 10_000;

export const INTERNSHIP_MESSAGES = {
  titleRequired: FIELD_MESSAGES.titleRequired,
  companyRequired: FIELD_MESSAGES.companyRequired,
  roleRequired: 'Role in company is required',
  descriptionRequired: FIELD_MESSAGES.descriptionRequired,
  durationRequired: FIELD_MESSAGES.durationRequired,
  contactEmailRequired: 'Valid contact email is required',
  positionsMin: 'Positions must be at least 1',
  departmentUnknown: 'Please select an industry from the list',
} as const;

const contactEmailField = emailFieldRequiring(INTERNSHIP_MESSAGES.contactEmailRequired, {
  label: 'Contact email',
  invalidMessage: INTERNSHIP_MESSAGES.contactEmailRequired,
});

/**
 * The fields a person fills in to offer an internship (spec/residents.md section 5 'Submit internship' and
 * spec/admin.md section 5). Forms validate with this object; the API takes `internshipInputSchema`.
 */
export const internshipFieldsSchema = z.strictObject({
  title: requiredTitle,
  company: requiredCompany,
  posterRole: z.enum(POSTER_ROLES, { message: INTERNSHIP_MESSAGES.roleRequired }),
  description: requiredDescription,
  requirements: optionalText(LIMITS.longText, 'Requirements'),
  skills: optionalText(LIMITS.longText, 'Skills'),
  /** Optional; blank means none, anything else must be one of the sectors. */
  department: optionalChoice(INTERNSHIP_SECTORS, INTERNSHIP_MESSAGES.departmentUnknown),
  duration: z.enum(INTERNSHIP_DURATIONS, { message: INTERNSHIP_MESSAGES.durationRequired }),
  isPaid: z.boolean({ message: 'Paid Internship must be true or false' }).default(false),
  stipend: optionalText(SHORT_TEXT_MAX, 'Stipend'),
  location: optionalText(SHORT_TEXT_MAX, 'Location'),
  positions: z
    .number({ message: INTERNSHIP_MESSAGES.positionsMin })
    .int('Positions must be a whole number')
    .min(1, INTERNSHIP_MESSAGES.positionsMin)
    .max(POSITIONS_MAX, `Positions must be at most ${POSITIONS_MAX}`)
    .default(1),
  contactEmail: contactEmailField,
  contactPhone: optionalText(LIMITS.phone, 'Contact phone'),
  startDate: optionalText(DATE_TEXT_MAX, 'Start date'),
  applicationDeadline: optionalText(DATE_TEXT_MAX, 'Application deadline'),
});

/** What the API accepts: the fields, with the stipend dropped unless the internship is paid. */
export const internshipInputSchema = internshipFieldsSchema.transform((fields) => ({
  ...fields,
  stipend: fields.isPaid ? fields.stipend : null,
}));
/** What a form sends (optional fields may be blank or left out). */
export type InternshipInput = z.input<typeof internshipInputSchema>;
/** What the server stores after trimming (blank optional fields become null). */
export type NewInternship = z.output<typeof internshipInputSchema>;

/**
 * An internship as residents see it. Contact e-mail and phone are left out on purpose, so the server cannot
 * send them (spec/residents.md section 6: admins only). The poster's e-mail is left out too: a poster often
 * gives their own address as the contact, and residents reach the poster by applying.
 */
export const publicInternshipSchema = storedRow({
  title: z.string(),
  company: z.string(),
  ...postTextFields,
  ...publicationFields,
  /** The industry or sector. */
  department: z.string().nullable(),
  duration: z.string(),
  isPaid: z.boolean(),
  stipend: z.string().nullable(),
  location: z.string().nullable(),
  positions: z.number().int(),
  startDate: z.string().nullable(),
  applicationDeadline: z.string().nullable(),
});
export type PublicInternship = z.infer<typeof publicInternshipSchema>;

/** An internship as administrators see it: everything, including contact, moderation and removal state. */
export const adminInternshipSchema = publicInternshipSchema.extend({
  posterEmail: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  ...moderationFields,
});
export type AdminInternship = z.infer<typeof adminInternshipSchema>;

/** What a resident gets back after submitting: enough to say it awaits approval. */
export const submittedInternshipSchema = adminInternshipSchema.pick({
  id: true,
  status: true,
  createdAt: true,
});
export type SubmittedInternship = z.infer<typeof submittedInternshipSchema>;

/**
 * /internships: approved internships, searched over title, company and description, filtered by sector. The
 * sector is free text: the list offered merges the fixed sectors with departments found in the data.
 */
export const internshipListQuerySchema = searchableListQuery({
  sector: z
    .string()
    .trim()
    .min(1, 'sector must be all or a sector name')
    .max(LIMITS.industry, `sector must be at most ${LIMITS.industry} characters`)
    .default('all'),
});
export type InternshipListQuery = z.infer<typeof internshipListQuerySchema>;
export const publicInternshipListSchema = listOf(publicInternshipSchema);
export type PublicInternshipList = z.infer<typeof publicInternshipListSchema>;

/** The sector filter's choices: the fixed sectors and the departments of listed internships, sorted. */
export const internshipSectorsSchema = z.object({ sectors: z.array(z.string()) });
export type InternshipSectors = z.infer<typeof internshipSectorsSchema>;

/** The dashboard's Internships tab: every internship not removed, optionally by status. */
export const adminInternshipListSchema = listOf(adminInternshipSchema);
export type AdminInternshipList = z.infer<typeof adminInternshipListSchema>;
