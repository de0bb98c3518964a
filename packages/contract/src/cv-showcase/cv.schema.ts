import { z } from 'zod';
import {
  contactVisibilityFields,
  emailFieldRequiring,
  listOf,
  nameAtLeastTwo,
  optionalText,
  requiredText,
  searchableListQuery,
  textAtLeast,
  storedRow,
  titleAtLeastTwo,
} from '../common.ts';
import { CV_SECTIONS } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { FIELD_MESSAGES } from '../messages.ts';

/** The choice that asks for a custom sector; the custom text is stored as the section instead. */
export const CV_SECTION_OTHER = 'Other';
/** What the Section select offers: the fixed sections, then Other. */
export const CV_SECTION_CHOICES = [...CV_SECTIONS, CV_SECTION_OTHER] as const;

const MAX_SKILLS = 50;
const SKILL_MAX = 100;
const YEARS_MAX = 80;

/** The texts of the CV forms; the spec gives 'Please select a CV file' and 'Section is required'. */
export const CV_MESSAGES = {
  nameRequired: FIELD_MESSAGES.fullNameRequired,
  emailRequired: FIELD_MESSAGES.emailRequired,
  titleRequired: 'Professional title is required',
  sectionRequired: 'Section is required',
  customSectorRequired: 'Please enter your sector',
  nameMin: FIELD_MESSAGES.nameMin,
  titleMin: FIELD_MESSAGES.titleMin,
  fileRequired: 'Please select a CV file',
  years: `Years of experience must be a whole number from 0 to ${YEARS_MAX}`,
  linkedinUrl: FIELD_MESSAGES.invalidUrl,
  uploaded: 'Your CV has been uploaded successfully!',
  uploadFailed: 'Failed to upload CV. Please try again.',
  /** Not in the spec: each member has one showcase entry, which they edit rather than upload again. */
  alreadyShared: 'You already have a CV in the showcase: edit it instead of adding another.',
  emailTaken: 'A CV with this e-mail is already in the showcase.',
} as const;

// The owner is whoever signs in with this address.
const emailField = emailFieldRequiring(CV_MESSAGES.emailRequired);

/**
 * What separates skills typed as text, a CV's and a job's alike: commas, semicolons, line breaks, bars and
 * slashes ('React/Redux; SQL'). The SQL twins: jobs.skill_keys (jobs.table.ts) and the CV-Job match's missing
 * skills use the same pattern, `SKILL_SEPARATORS.source`.
 */
export const SKILL_SEPARATORS = /[,;\n|/]+/;

/** Skills as typed (see SKILL_SEPARATORS); stored as a list, trimmed, empties and repeats dropped. */
const skillsField = z
  .string()
  .max(LIMITS.longText, `Skills must be at most ${LIMITS.longText} characters`)
  .nullish()
  .transform((text) => [
    ...new Set(
      (text ?? '')
        .split(SKILL_SEPARATORS)
        .map((skill) => skill.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(SKILL_MAX, `Each skill must be at most ${SKILL_MAX} characters`))
      .max(MAX_SKILLS, `List at most ${MAX_SKILLS} skills`),
  );

/** A whole number of years, 0 or more; blank means not given. Forms send a number, multipart a string. */
const yearsField = z
  .union([z.number(), z.string()], { message: CV_MESSAGES.years })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
      return null;
    const years = Number(value);
    if (!Number.isInteger(years) || years < 0 || years > YEARS_MAX) {
      ctx.addIssue({ code: 'custom', message: CV_MESSAGES.years });
      return z.NEVER;
    }
    return years;
  });

/**
 * Optional LinkedIn address. People often type it without the scheme, so https:// is added; only http(s)
 * addresses are kept, since the showcase renders them as links.
 */
const linkedinField = z
  .string()
  .trim()
  .max(LIMITS.url, `LinkedIn URL must be at most ${LIMITS.url} characters`)
  .nullish()
  .transform((value) => {
    if (!value) return null;
    return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  })
  .pipe(z.url({ protocol: /^https?$/, message: CV_MESSAGES.linkedinUrl }).nullable());

/** The optional fields, the same for upload and edit. */
const optionalFields = {
  phone: optionalText(LIMITS.phone, 'Phone'),
  bio: optionalText(LIMITS.longText, 'Bio'),
  skills: skillsField,
  experience: optionalText(LIMITS.longText, 'Experience'),
  education: optionalText(LIMITS.longText, 'Education'),
  yearsOfExperience: yearsField,
  linkedinUrl: linkedinField,
  /** Required when the section is Other; it then becomes the section. */
  customSector: optionalText(LIMITS.industry, 'Custom sector'),
  ...contactVisibilityFields,
};

const isOther = (fields: { section?: unknown }) => fields.section === CV_SECTION_OTHER;
const hasCustomSector = (fields: { section: string; customSector: string | null }) =>
  !isOther(fields) || Boolean(fields.customSector);
/** Runs even when other fields fail, so a form shows every problem at once. */
const customSectorCheck = {
  path: ['customSector'],
  message: CV_MESSAGES.customSectorRequired,
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && isOther(payload.value),
};

/** Choosing Other requires a custom sector, which replaces it (spec/residents.md section 5 'CV upload'). */
const resolveSection = <T extends { section: string; customSector: string | null }>({
  customSector,
  ...rest
}: T) => (rest.section === CV_SECTION_OTHER ? { ...rest, section: customSector ?? '' } : rest);

/**
 * The CV upload form (spec/residents.md sections 5 and 7): name, e-mail, title and section required; sent as
 * multipart with the file under `cv`. Forms validate with the same schema.
 */
export const cvUploadFieldsSchema = z
  .strictObject({
    name: requiredText(LIMITS.name, CV_MESSAGES.nameRequired, 'Full name'),
    email: emailField,
    title: requiredText(LIMITS.title, CV_MESSAGES.titleRequired, 'Professional title'),
    section: z.enum(CV_SECTION_CHOICES, { message: CV_MESSAGES.sectionRequired }),
    ...optionalFields,
  })
  .refine(hasCustomSector, customSectorCheck)
  .transform(resolveSection);
export type CvUploadFields = z.input<typeof cvUploadFieldsSchema>;
export type NewCv = z.output<typeof cvUploadFieldsSchema>;

/**
 * The edit CV dialog: name and title at least 2 characters, section required (a listed one, Other with a custom
 * sector, or a custom sector kept as it is). The e-mail decides who owns the CV, so only administrators may
 * change it; leaving it out keeps it. Sent as multipart (optionally with a new file under `cv`) or as JSON.
 */
export const cvEditFieldsSchema = z
  .strictObject({
    name: nameAtLeastTwo,
    title: titleAtLeastTwo,
    section: textAtLeast(1, LIMITS.industry, CV_MESSAGES.sectionRequired, 'Section'),
    email: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .pipe(emailField.nullable()),
    ...optionalFields,
  })
  .refine(hasCustomSector, customSectorCheck)
  .transform(resolveSection);
export type CvEditFields = z.input<typeof cvEditFieldsSchema>;
export type CvChanges = z.output<typeof cvEditFieldsSchema>;

/** A showcase entry as members see it; `canEdit` says whether the signed-in user owns it or is an admin. */
export const cvEntrySchema = storedRow({
  name: z.string(),
  /** Null when the owner keeps it from members (the owner and administrators always see it). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  title: z.string(),
  section: z.string(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.string().nullable(),
  education: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  linkedinUrl: z.string().nullable(),
  cvStorageId: z.string().nullable(),
  cvFileName: z.string().nullable(),
  canEdit: z.boolean(),
});
export type CvEntry = z.infer<typeof cvEntrySchema>;

/** The signed-in member's own CV (GET /api/cvs/mine), or null: what /cv-upload opens for editing. */
export const ownCvSchema = z.object({ cv: cvEntrySchema.nullable() });
export type OwnCv = z.infer<typeof ownCvSchema>;

/** /cv-showcase: newest first, searched over name, title, skills and bio, optionally one section. */
export const cvListQuerySchema = searchableListQuery({
  section: z.string().trim().max(LIMITS.industry).optional(),
});
export type CvListQuery = z.infer<typeof cvListQuerySchema>;

/** How many CVs match the search in each section: every listed section (0 or more), then custom ones found. */
export const cvSectionCountSchema = z.object({ section: z.string(), count: z.number().int() });
export type CvSectionCount = z.infer<typeof cvSectionCountSchema>;

export const cvShowcaseSchema = listOf(cvEntrySchema).extend({ sections: z.array(cvSectionCountSchema) });
export type CvShowcase = z.infer<typeof cvShowcaseSchema>;

/** The dashboard's CVs tab. */
export const adminCvListQuerySchema = searchableListQuery({});
export type AdminCvListQuery = z.infer<typeof adminCvListQuerySchema>;
export const cvListSchema = listOf(cvEntrySchema);
export type CvList = z.infer<typeof cvListSchema>;
