import { z } from 'zod';
import {
  contactVisibilityFields,
  emailFieldRequiring,
  listOf,
  nameAtLeastTwo,
  optionalText,
  pageQuerySchema,
  requiredCompany,
  searchText,
  storedRow,
  titleAtLeastTwo,
} from '../common.ts';
import { EXPERIENCE_LEVELS, INDUSTRIES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { FIELD_MESSAGES, MESSAGES } from '../messages.ts';

/** Professionals join from /join-community; corporate partners are added by administrators. */
export const PROFILE_KINDS = ['professional', 'corporate'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

export const PROFILE_MESSAGES = {
  nameMin: FIELD_MESSAGES.nameMin,
  titleMin: FIELD_MESSAGES.titleMin,
  expertiseRequired: 'Please select an area of expertise',
  companyRequired: FIELD_MESSAGES.companyRequired,
  contactChangeRefused: 'Only the member who created this profile can change its e-mail.',
  alreadyJoined: 'You already have a profile in the directory. You can edit it from the Directory page.',
  portfolioNotFound: 'The portfolio file was not found. Please upload it again.',
  gone: 'This profile no longer exists.',
  invalidUrl: FIELD_MESSAGES.invalidUrl,
} as const;

// The spec words a blank address like a malformed one here.
const emailAddress = emailFieldRequiring(MESSAGES.validEmail);

/** An optional e-mail address: blank becomes null. */
const optionalEmail = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const parsed = emailAddress.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? MESSAGES.validEmail });
    return z.NEVER;
  });

/**
 * An optional web address: blank becomes null, a bare "linkedin.com/in/x" gets https://, and only http(s)
 * is accepted, since it is shown as a link to every member.
 */
const urlField = z
  .string()
  .trim()
  .max(LIMITS.url, `URL must be at most ${LIMITS.url} characters`)
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(withScheme);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.'))
        return withScheme;
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: PROFILE_MESSAGES.invalidUrl });
    return z.NEVER;
  });

/** Skills are typed comma-separated; stored as a list, trimmed, blanks and repeats dropped. */
export const skillsField = z
  .string()
  .max(LIMITS.longText, `Skills must be at most ${LIMITS.longText} characters`)
  .nullish()
  .transform((value) => [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((skill) => skill.trim().slice(0, LIMITS.name))
        .filter(Boolean),
    ),
  ]);

const industryField = (message: string) => z.enum(INDUSTRIES, { message });
const optionalIndustry = industryField('Please select an industry from the list').nullish();
const experienceLevelField = z
  .enum(EXPERIENCE_LEVELS, { message: 'Please select an experience level from the list' })
  .nullish();

const companyField = optionalText(LIMITS.company, 'Company');
const phoneField = optionalText(LIMITS.profilePhone, 'Phone');
const bioField = optionalText(LIMITS.longText, 'Bio');
const supportField = optionalText(LIMITS.longText, 'How can you support the community');

/**
 * Join community (spec/residents.md section 5): the multipart fields of POST /api/profiles; the CV, optional,
 * travels in the same request as the file field `cv`. The e-mail must be the one the member signed in with.
 */
export const joinCommunitySchema = z.strictObject({
  name: nameAtLeastTwo,
  email: emailAddress,
  title: titleAtLeastTwo,
  company: companyField,
  phone: phoneField,
  industry: industryField(PROFILE_MESSAGES.expertiseRequired),
  bio: bioField,
  howCanYouSupport: supportField,
  skills: skillsField,
  linkedinUrl: urlField,
  ...contactVisibilityFields,
});
export type JoinCommunityInput = z.input<typeof joinCommunitySchema>;
export type JoinCommunity = z.output<typeof joinCommunitySchema>;

/**
 * The owner's edit dialog (Directory edit): name and title required; industry only for corporate profiles
 * (left out: unchanged). The e-mail is not editable: it is what makes the member the owner.
 */
export const ownerProfileUpdateSchema = z.strictObject({
  // Left out means unchanged.
  contact: optionalEmail.optional(),
  name: nameAtLeastTwo,
  title: titleAtLeastTwo,
  company: companyField,
  bio: bioField,
  phone: phoneField,
  linkedinUrl: urlField,
  industry: optionalIndustry,
  ...contactVisibilityFields,
});
export type OwnerProfileUpdateInput = z.input<typeof ownerProfileUpdateSchema>;
export type OwnerProfileUpdate = z.output<typeof ownerProfileUpdateSchema>;

/** The fields an administrator sets on a corporate profile, besides the portfolio. */
const corporateFields = {
  name: nameAtLeastTwo,
  title: titleAtLeastTwo,
  industry: optionalIndustry,
  bio: bioField,
  skills: skillsField,
  phone: phoneField,
  linkedinUrl: urlField,
  howCanYouSupport: supportField,
  experienceLevel: experienceLevelField,
};

/**
 * Corporate create (admin.md section 5): name, title, company and contact e-mail required. The portfolio is
 * uploaded first (POST /api/files?purpose=portfolio) and its storageId sent here.
 */
export const createCorporateProfileSchema = z.strictObject({
  ...corporateFields,
  company: requiredCompany,
  contact: emailAddress,
  portfolioStorageId: z.uuid({ message: 'portfolioStorageId must be a valid id' }).nullish(),
});
export type CreateCorporateProfileInput = z.input<typeof createCorporateProfileSchema>;
export type CreateCorporateProfile = z.output<typeof createCorporateProfileSchema>;

/**
 * Edit by an administrator: name and title required. portfolioStorageId left out keeps the file, null
 * removes it, an id replaces it (the old file is deleted).
 */
export const updateProfileSchema = z.strictObject({
  ...corporateFields,
  company: companyField,
  contact: optionalEmail,
  portfolioStorageId: z.uuid({ message: 'portfolioStorageId must be a valid id' }).nullish(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

export const profileVisibilitySchema = z.strictObject({
  isVisible: z.boolean({ message: 'isVisible must be true or false' }),
});

/** A directory card as members see it. */
export const profileSchema = storedRow({
  kind: z.enum(PROFILE_KINDS),
  name: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  industry: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  /** Contact e-mail and phone are null for members when the owner keeps them private. */
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  linkedinUrl: z.string().nullable(),
  howCanYouSupport: z.string().nullable(),
  /** The CV (professionals) or portfolio (corporate), downloadable through /api/files/{fileStorageId}. */
  fileStorageId: z.string().nullable(),
  fileName: z.string().nullable(),
  /** The signed-in member is the owner (contact equals their e-mail): they may edit and delete it. */
  isOwner: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The signed-in member's own professional profile (GET /api/profiles/mine), or null: what /join-community edits. */
export const ownProfileSchema = z.object({ profile: profileSchema.nullable() });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** A profile as administrators see it: also hidden ones. */
export const adminProfileSchema = profileSchema.omit({ isOwner: true }).extend({ isVisible: z.boolean() });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

const filterField = (name: string) =>
  z
    .enum(['all', ...INDUSTRIES] as const, { message: `${name} must be all or one of the listed industries` })
    .default('all');

/**
 * /directory: visible profiles of one kind, searched over name, title, company and skills; `expertise`
 * filters professionals, `industry` filters corporate profiles.
 */
export const profileListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(PROFILE_KINDS, { message: 'kind must be professional or corporate' }).default('professional'),
  search: searchText.optional(),
  expertise: filterField('expertise'),
  industry: filterField('industry'),
});
export type ProfileListQuery = z.infer<typeof profileListQuerySchema>;

/** The list, plus how many visible profiles of each kind match the search (the tab labels). */
export const profileListSchema = listOf(profileSchema).extend({
  counts: z.object({ professional: z.number().int(), corporate: z.number().int() }),
});
export type ProfileList = z.infer<typeof profileListSchema>;

export const adminProfileListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(PROFILE_KINDS, { message: 'kind must be professional or corporate' }).optional(),
  search: searchText.optional(),
});
export type AdminProfileListQuery = z.infer<typeof adminProfileListQuerySchema>;
export const adminProfileListSchema = listOf(adminProfileSchema);
export type AdminProfileList = z.infer<typeof adminProfileListSchema>;
