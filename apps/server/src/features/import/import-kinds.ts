import { createAccessRequestSchema } from '@hub/contract/access-requests/access-request.schema';
import { setPaddleDocumentSchema, tripInputSchema } from '@hub/contract/activities/activity.schema';
import { applicationFieldsSchema } from '@hub/contract/applications/application.schema';
import { createBenefitSchema } from '@hub/contract/benefits/benefit.schema';
import { emailField, optionalText } from '@hub/contract/common';
import { courseInputSchema } from '@hub/contract/courses/course.schema';
import {
  CV_SECTION_CHOICES,
  CV_SECTION_OTHER,
  cvUploadFieldsSchema,
} from '@hub/contract/cv-showcase/cv.schema';
import { updateProfileSchema } from '@hub/contract/directory/profile.schema';
import {
  ACCESS_REQUEST_STATUSES,
  APPLICATION_STATUSES,
  type FilePurpose,
  POST_STATUSES,
} from '@hub/contract/enums';
import type { ImportKind } from '@hub/contract/import/import.schema';
import { internshipInputSchema } from '@hub/contract/internships/internship.schema';
import { adminJobInputSchema } from '@hub/contract/jobs/job.schema';
import { LIMITS } from '@hub/contract/limits';
import { trainingInputSchema } from '@hub/contract/trainings/training.schema';
import { updateWhitelistEntrySchema } from '@hub/contract/whitelist/whitelist.schema';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/users.table.ts';
import { accessRequests } from '../access-requests/index.ts';
import { paddleDocument, trips } from '../activities/index.ts';
import { applications } from '../applications/index.ts';
import { benefits } from '../benefits/index.ts';
import { courses } from '../courses/index.ts';
import { cvEntries } from '../cv-showcase/index.ts';
import { profiles } from '../directory/index.ts';
import { internships } from '../internships/index.ts';
import { jobs } from '../jobs/index.ts';
import { trainings } from '../trainings/index.ts';
import { emailWhitelist } from '../auth/index.ts';

/** A row that cannot be imported, with the field at fault (as the contract names it) and the reason. */
export class RowRefused extends Error {
  constructor(
    readonly field: string | null,
    reason: string,
  ) {
    super(reason);
  }
}

/** A stored file of the export, checked and saved as an upload would be; null when it is missing or refused. */
export type AttachedFile = { id: string; name: string; text: string | null };

/** What importing one document needs: the transaction, the document, and the lookups into earlier tables. */
export type RowWork = {
  tx: Executor;
  /** The document with its fields in camelCase (snake_case fields are read too). */
  doc: Record<string, unknown>;
  /** When the document was made (`_creationTime`) and last changed: the row's created_at and updated_at. */
  times: { createdAt: Date; updatedAt: Date };
  /** The row an earlier table's document became, by its `_id` in the export. */
  rowOf: (sourceId: unknown) => Promise<string | null>;
  /** An account: an imported user's `_id`, or an e-mail address of an account here. */
  userOf: (reference: unknown) => Promise<string | null>;
  /** The file a storage reference (its `_id`, or a storage URL) names, stored like an upload for `purpose`. */
  attach: (
    field: string,
    reference: unknown,
    purpose: FilePurpose,
    fileName: unknown,
    options: { isShared: boolean; ownerId?: string | null; readText?: boolean },
  ) => Promise<AttachedFile | null>;
  /** Remembers another id of the export that leads to this row (a removed job's original `_id`). */
  alsoKnownAs: (sourceId: unknown, rowId: string) => Promise<void>;
};

/** The row a document became, and whether it was written now (false: it was already here). */
type RowResult = { rowId: string; isNew: boolean };

/** Validates with the API's own schema; the first problem refuses the row. */
function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new RowRefused(issue?.path.join('.') || null, issue?.message ?? 'Not valid');
}

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
/** Convex keeps lists as arrays where the forms type them comma-separated. */
const commaText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value);

/** A time as the export has it: milliseconds since 1970 (Convex's own) or an ISO text. */
export function timeOf(value: unknown): Date | null {
  const date = typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
/** A calendar day (YYYY-MM-DD) for the API's date fields; anything else is left for the schema to refuse. */
function dayOf(value: unknown) {
  if (typeof value === 'number') return timeOf(value)?.toISOString().slice(0, 10) ?? value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return value;
}
const fromDay = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null);

/** The fields the API has no form for, checked with the contract's own field rules. */
const shortText = (max: number, label: string) => optionalText(max, label);
const userSchema = z.object({ email: emailField, name: optionalText(LIMITS.name, 'Name') });
const addedBySchema = z.object({ addedBy: optionalText(LIMITS.email, 'Added by') });
const statusOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.object({
    status: z
      .enum(values, { message: `status must be one of ${values.join(', ')}` })
      .nullish()
      .transform((value) => value ?? fallback),
  });
const postModerationSchema = z.object({
  posterEmail: emailField,
  status: z.enum(POST_STATUSES, { message: `status must be one of ${POST_STATUSES.join(', ')}` }).nullish(),
});
const removalSchema = z.object({
  removedBy: optionalText(LIMITS.email, 'Removed by'),
  removalReason: optionalText(LIMITS.longText, 'Removal reason'),
});

/** Reads the moderation of a post: status and approval agree, as approve and reject keep them (admin.md 4). */
function moderationOf(work: RowWork) {
  const { doc } = work;
  const { posterEmail, status: given } = checked(postModerationSchema, {
    posterEmail: doc.posterEmail,
    status: doc.status,
  });
  const isApproved = given ? given === 'approved' : bool(doc.isApproved, false);
  const status = given ?? (isApproved ? 'approved' : 'pending');
  return {
    posterEmail,
    status,
    isApproved: status === 'approved',
    isActive: bool(doc.isActive, true),
    approvedAt: status === 'approved' ? work.times.updatedAt : null,
  };
}

/** A removed post: when it was removed (required to tell it from a live one), by whom and why. */
function removalOf(work: RowWork) {
  const removedAt = timeOf(work.doc.removedAt) ?? work.times.updatedAt;
  return { removedAt, ...checked(removalSchema, work.doc) };
}

async function inserted(rows: Array<{ id: string }>): Promise<RowResult> {
  const [row] = rows;
  if (!row) throw new Error('insert returned nothing');
  return { rowId: row.id, isNew: true };
}

const jobFields = (doc: Record<string, unknown>) =>
  checked(adminJobInputSchema, {
    title: doc.title,
    company: doc.company,
    posterRole: doc.posterRole,
    location: doc.location,
    description: doc.description,
    requirements: doc.requirements,
    skills: commaText(doc.skills),
    salaryRange: doc.salaryRange,
    contactEmail: doc.contactEmail,
    contactPhone: doc.contactPhone,
    experienceLevel: doc.experienceLevel,
    industry: doc.industry,
    jobType: doc.jobType,
  });

/**
 * A job or internship as its table stores it: `insert` writes its own fields with the moderation, removal and
 * times shared by both; a removed one is also remembered under its original `_id`.
 */
async function importPost(
  work: RowWork,
  isRemoved: boolean,
  originalId: unknown,
  insert: (shared: Awaited<ReturnType<typeof sharedPostValues>>) => Promise<Array<{ id: string }>>,
) {
  const result = await inserted(await insert(await sharedPostValues(work, isRemoved)));
  if (isRemoved) await work.alsoKnownAs(originalId, result.rowId);
  return result;
}

async function sharedPostValues(work: RowWork, isRemoved: boolean) {
  return {
    ...moderationOf(work),
    ...(isRemoved ? removalOf(work) : {}),
    postedBy: await work.userOf(work.doc.postedBy),
    ...work.times,
  };
}

function importJob(work: RowWork, isRemoved: boolean) {
  const fields = jobFields(work.doc);
  return importPost(work, isRemoved, work.doc.originalJobId, (shared) =>
    work.tx
      .insert(jobs)
      .values({ ...fields, ...shared })
      .returning({ id: jobs.id }),
  );
}

const internshipFields = (doc: Record<string, unknown>) =>
  checked(internshipInputSchema, {
    title: doc.title,
    company: doc.company,
    posterRole: doc.posterRole,
    description: doc.description,
    requirements: doc.requirements,
    skills: commaText(doc.skills),
    department: doc.department,
    duration: doc.duration,
    isPaid: doc.isPaid ?? undefined,
    stipend: doc.stipend,
    location: doc.location,
    positions: doc.positions ?? undefined,
    contactEmail: doc.contactEmail,
    contactPhone: doc.contactPhone,
    startDate: doc.startDate,
    applicationDeadline: doc.applicationDeadline,
  });

function importInternship(work: RowWork, isRemoved: boolean) {
  const fields = internshipFields(work.doc);
  return importPost(work, isRemoved, work.doc.originalInternshipId, (shared) =>
    work.tx
      .insert(internships)
      .values({ ...fields, ...shared })
      .returning({ id: internships.id }),
  );
}

/** An account here for an address: found (already there) or made a resident's; never an administrator. */
async function importUser({ tx, doc, times }: RowWork): Promise<RowResult> {
  const { email, name } = checked(userSchema, { email: doc.email, name: doc.name });
  const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (found) return { rowId: found.id, isNew: false };
  // Administrators are made with `npm run admin`, with a password: an imported role never grants the dashboard.
  return inserted(
    await tx
      .insert(users)
      .values({ email, name, role: 'user', lastLoginAt: timeOf(doc.lastLoginAt), ...times })
      .returning({ id: users.id }),
  );
}

async function importWhitelistEntry({ tx, doc, times }: RowWork): Promise<RowResult> {
  const entry = checked(updateWhitelistEntrySchema, {
    email: doc.email,
    name: doc.name,
    unit: doc.unit,
    phone: doc.phone,
    isActive: doc.isActive ?? true,
  });
  const { addedBy } = checked(addedBySchema, { addedBy: doc.addedBy });
  const [found] = await tx
    .select({ id: emailWhitelist.id })
    .from(emailWhitelist)
    .where(eq(emailWhitelist.email, entry.email));
  if (found) return { rowId: found.id, isNew: false };
  return inserted(
    await tx
      .insert(emailWhitelist)
      .values({ ...entry, addedBy, ...times })
      .returning({ id: emailWhitelist.id }),
  );
}

async function importAccessRequest({ tx, doc, times }: RowWork): Promise<RowResult> {
  const request = checked(createAccessRequestSchema, {
    fullName: doc.fullName,
    email: doc.email,
    unitNumber: doc.unitNumber,
    mobile: doc.mobile,
  });
  const { status } = checked(statusOf(ACCESS_REQUEST_STATUSES, 'pending'), { status: doc.status });
  return inserted(
    await tx
      .insert(accessRequests)
      .values({ ...request, status, ...times })
      .returning({ id: accessRequests.id }),
  );
}

const courseExtrasSchema = z.object({
  price: shortText(100, 'Price'),
  startDate: shortText(100, 'Start date'),
  endDate: shortText(100, 'End date'),
  location: shortText(255, 'Location'),
  registrationUrl: shortText(LIMITS.url, 'Registration URL'),
  skills: shortText(LIMITS.longText, 'Skills'),
});

async function importCourse(work: RowWork): Promise<RowResult> {
  const { doc } = work;
  const course = checked(courseInputSchema, {
    title: doc.title,
    description: doc.description,
    instructor: doc.instructor,
    type: doc.type,
    duration: doc.duration,
  });
  const extras = checked(courseExtrasSchema, {
    price: typeof doc.price === 'number' ? String(doc.price) : doc.price,
    startDate: dayOf(doc.startDate),
    endDate: dayOf(doc.endDate),
    location: doc.location,
    registrationUrl: doc.registrationUrl,
    skills: commaText(doc.skills),
  });
  const isActive = bool(doc.isActive, true);
  return inserted(
    await work.tx
      .insert(courses)
      .values({
        ...course,
        ...extras,
        maxAttendees: int(doc.maxAttendees),
        currentAttendees: int(doc.currentAttendees) ?? 0,
        isOnline: bool(doc.isOnline, false),
        isActive,
        isApproved: bool(doc.isApproved, true),
        isFeatured: bool(doc.isFeatured, false),
        status: isActive ? 'active' : 'inactive',
        postedBy: await work.userOf(work.doc.postedBy),
        ...work.times,
      })
      .returning({ id: courses.id }),
  );
}

async function importBenefit(work: RowWork): Promise<RowResult> {
  const { doc } = work;
  const benefit = checked(createBenefitSchema, {
    title: doc.title,
    description: doc.description,
    businessName: doc.businessName,
    location: doc.location,
    discountPercentage: doc.discountPercentage,
    category: doc.category,
    validUntil: dayOf(doc.validUntil),
    isActive: doc.isActive ?? undefined,
    showOnHomepage: doc.showOnHomepage ?? undefined,
  });
  // imageUrls is the list; imageUrl the first (or only) one of older documents.
  const listed = Array.isArray(doc.imageUrls) ? doc.imageUrls : [];
  const references = [...new Set([...(doc.imageUrl ? [doc.imageUrl] : []), ...listed])];
  const imageStorageIds: string[] = [];
  for (const reference of references) {
    const image = await work.attach('imageUrls', reference, 'image', null, { isShared: true });
    if (image) imageStorageIds.push(image.id);
  }
  return inserted(
    await work.tx
      .insert(benefits)
      .values({ ...benefit, imageStorageIds, ...work.times })
      .returning({ id: benefits.id }),
  );
}

async function importTraining(work: RowWork): Promise<RowResult> {
  const { doc } = work;
  const training = checked(trainingInputSchema, {
    title: doc.title,
    enrollmentStatus: doc.enrollmentStatus ?? 'open',
    details: doc.details,
    capacity: doc.capacity,
    currentEnrolled: doc.currentEnrolled,
    opensAt: dayOf(doc.opensAt),
    closesAt: dayOf(doc.closesAt),
    tags: doc.tags ?? undefined,
  });
  const photo = await work.attach('photoUrl', doc.photoStorageId ?? doc.photoUrl, 'image', null, {
    isShared: true,
  });
  return inserted(
    await work.tx
      .insert(trainings)
      .values({
        title: training.title,
        enrollmentStatus: training.enrollmentStatus,
        details: training.details,
        tags: training.tags,
        capacity: training.capacity,
        currentEnrolled: training.currentEnrolled,
        opensAt: fromDay(training.opensAt),
        closesAt: fromDay(training.closesAt),
        photoStorageId: photo?.id ?? null,
        isActive: bool(doc.isActive, true),
        ...work.times,
      })
      .returning({ id: trainings.id }),
  );
}

const portfolioUrlSchema = z.object({ portfolioUrl: updateProfileSchema.shape.linkedinUrl });

async function importProfile(work: RowWork, kind: 'professional' | 'corporate'): Promise<RowResult> {
  const { doc } = work;
  const profile = checked(updateProfileSchema, {
    name: doc.name,
    title: doc.title,
    industry: doc.industry,
    bio: doc.bio,
    skills: commaText(doc.skills),
    phone: doc.phone,
    linkedinUrl: doc.linkedinUrl,
    howCanYouSupport: doc.howCanYouSupport,
    experienceLevel: doc.experienceLevel,
    company: doc.company,
    contact: doc.contact ?? doc.email,
  });
  const { portfolioUrl } = checked(portfolioUrlSchema, { portfolioUrl: doc.portfolioUrl });
  const userId = (await work.userOf(doc.userId)) ?? (await work.userOf(profile.contact));
  const isVisible = bool(doc.isVisible, true);
  const file = await work.attach(
    'cvFilePath',
    doc.cvStorageId ?? doc.cvFilePath,
    kind === 'corporate' ? 'portfolio' : 'cv',
    doc.cvFileName,
    { isShared: isVisible, ownerId: userId },
  );
  return inserted(
    await work.tx
      .insert(profiles)
      .values({
        ...profile,
        kind,
        userId,
        portfolioUrl,
        isVisible,
        fileStorageId: file?.id ?? null,
        fileName: file?.name ?? null,
        ...work.times,
      })
      .returning({ id: profiles.id }),
  );
}

const isListedSection = (section: unknown) =>
  typeof section === 'string' && (CV_SECTION_CHOICES as readonly string[]).includes(section);

async function importCv(work: RowWork): Promise<RowResult> {
  const { doc } = work;
  // A section the form does not list came from "Other" with a custom sector: it is sent that way again.
  const isCustom =
    typeof doc.section === 'string' && doc.section.trim() !== '' && !isListedSection(doc.section);
  const cv = checked(cvUploadFieldsSchema, {
    name: doc.name,
    email: doc.email,
    title: doc.title,
    section: isCustom ? CV_SECTION_OTHER : doc.section,
    customSector: isCustom ? doc.section : undefined,
    phone: doc.phone,
    bio: doc.bio,
    skills: commaText(doc.skills),
    experience: doc.experience,
    education: doc.education,
    yearsOfExperience: doc.yearsOfExperience,
    linkedinUrl: doc.linkedinUrl,
  });
  const userId = await work.userOf(cv.email);
  const file = await work.attach('cvFilePath', doc.cvStorageId ?? doc.cvFilePath, 'cv', doc.cvFileName, {
    isShared: true,
    ownerId: userId,
    readText: true,
  });
  return inserted(
    await work.tx
      .insert(cvEntries)
      .values({
        ...cv,
        userId,
        cvStorageId: file?.id ?? null,
        cvFileName: file?.name ?? null,
        cvText: file?.text ?? null,
        ...work.times,
      })
      .returning({ id: cvEntries.id }),
  );
}

async function importApplication(work: RowWork): Promise<RowResult> {
  const { doc } = work;
  const jobId = doc.jobId ? await work.rowOf(doc.jobId) : undefined;
  if (jobId === null) throw new RowRefused('jobId', 'The job this application is for is not in the export');
  const internshipId = doc.internshipId ? await work.rowOf(doc.internshipId) : undefined;
  if (internshipId === null)
    throw new RowRefused('internshipId', 'The internship this application is for is not in the export');
  const fields = checked(applicationFieldsSchema, {
    applicantName: doc.applicantName,
    applicantEmail: doc.applicantEmail,
    applicantPhone: doc.applicantPhone,
    coverLetter: doc.coverLetter ?? undefined,
    jobId,
    internshipId,
  });
  const { status } = checked(statusOf(APPLICATION_STATUSES, 'submitted'), { status: doc.status });
  const { notes } = checked(z.object({ notes: optionalText(LIMITS.longText, 'Notes') }), {
    notes: doc.notes,
  });
  const applicantEmail = fields.applicantEmail.toLowerCase();
  // Application CVs have no owner: only administrators read them (docs/architecture.md, Files).
  const file = await work.attach('cvStorageId', doc.cvStorageId ?? doc.cvFilePath, 'cv', doc.cvFileName, {
    isShared: false,
    ownerId: null,
  });
  return inserted(
    await work.tx
      .insert(applications)
      .values({
        applicantName: fields.applicantName,
        applicantEmail,
        applicantPhone: fields.applicantPhone,
        coverLetter: fields.coverLetter,
        jobId: fields.jobId ?? null,
        internshipId: fields.internshipId ?? null,
        applicantUserId: await work.userOf(applicantEmail),
        status,
        notes,
        cvStorageId: file?.id ?? null,
        cvFileName: file?.name ?? null,
        ...work.times,
      })
      .returning({ id: applications.id }),
  );
}

async function importTrip(work: RowWork): Promise<RowResult> {
  const { doc } = work;
  const trip = checked(tripInputSchema, {
    name: doc.name,
    description: doc.description,
    documentName: doc.documentName,
  });
  const { postedBy } = checked(z.object({ postedBy: optionalText(LIMITS.email, 'Posted by') }), {
    postedBy: doc.postedBy,
  });
  const image = await work.attach('imageStorageId', doc.imageStorageId ?? doc.imageUrl, 'image', null, {
    isShared: true,
  });
  const document = await work.attach(
    'documentStorageId',
    doc.documentStorageId ?? doc.documentFilePath,
    'document',
    doc.documentFileName,
    { isShared: true },
  );
  return inserted(
    await work.tx
      .insert(trips)
      .values({
        name: trip.name,
        description: trip.description,
        documentName: document ? (trip.documentName ?? null) : null,
        isActive: bool(doc.isActive, true),
        imageStorageId: image?.id ?? null,
        documentStorageId: document?.id ?? null,
        documentFileName: document?.name ?? null,
        postedBy,
        ...work.times,
      })
      .returning({ id: trips.id }),
  );
}

/** The one paddle document: imported only while there is none here (a new upload would replace it). */
async function importPaddleDocument(work: RowWork): Promise<RowResult> {
  const { tx, doc } = work;
  const [current] = await tx.select({ at: paddleDocument.createdAt }).from(paddleDocument);
  if (current)
    throw new RowRefused(null, 'A paddle club document is already here; upload a new one to replace it');
  const { uploadedBy } = checked(z.object({ uploadedBy: optionalText(LIMITS.email, 'Uploaded by') }), {
    uploadedBy: doc.uploadedBy,
  });
  const document = await work.attach(
    'documentStorageId',
    doc.documentStorageId ?? doc.documentFilePath,
    'document',
    doc.documentFileName,
    { isShared: true },
  );
  if (!document)
    throw new RowRefused('documentStorageId', 'The paddle club document itself is not in the export');
  checked(setPaddleDocumentSchema, { storageId: document.id });
  await tx.insert(paddleDocument).values({
    documentStorageId: document.id,
    documentFileName: document.name,
    uploadedBy,
    ...work.times,
  });
  // The singleton has no id of its own: its file stands for it in imported_records.
  return { rowId: document.id, isNew: true };
}

/** How each kind's documents are written, in the contract's validation. */
export const IMPORTERS: Record<ImportKind, (work: RowWork) => Promise<RowResult>> = {
  users: importUser,
  whitelist: importWhitelistEntry,
  accessRequests: importAccessRequest,
  jobs: (work) => importJob(work, false),
  internships: (work) => importInternship(work, false),
  removedJobs: (work) => importJob(work, true),
  removedInternships: (work) => importInternship(work, true),
  courses: importCourse,
  benefits: importBenefit,
  trainings: importTraining,
  profiles: (work) => importProfile(work, 'professional'),
  corporateProfiles: (work) => importProfile(work, 'corporate'),
  cvShowcase: importCv,
  applications: importApplication,
  trips: importTrip,
  paddleDocument: importPaddleDocument,
};

/**
 * How a table is recognised by the fields its documents carry (camelCase): all of `required`, then the more of
 * `marks` the likelier; `excludes` rules it out; a table name matching `names` counts for three marks.
 */
type Recognition = { required: string[]; marks: string[]; excludes?: string[]; names?: RegExp };

const POST_EXCLUDES = ['removedAt', 'originalJobId', 'originalInternshipId'];
export const RECOGNITION: Record<ImportKind, Recognition> = {
  users: {
    required: ['email'],
    marks: ['role', 'name', 'lastLoginAt', 'tokenIdentifier'],
    excludes: ['unit', 'addedBy', 'fullName', 'section', 'title'],
    names: /^users?$/i,
  },
  whitelist: {
    required: ['email'],
    marks: ['unit', 'phone', 'isActive', 'addedBy', 'name'],
    excludes: ['fullName', 'unitNumber', 'section', 'title', 'role'],
    names: /white\s*list|allow/i,
  },
  accessRequests: {
    required: ['fullName', 'unitNumber'],
    marks: ['email', 'mobile', 'status'],
    names: /access|request/i,
  },
  jobs: {
    required: ['title', 'company', 'description'],
    marks: [
      'contactPhone',
      'jobType',
      'salaryRange',
      'experienceLevel',
      'industry',
      'posterRole',
      'isApproved',
    ],
    excludes: [...POST_EXCLUDES, 'duration', 'isPaid', 'instructor'],
    names: /^jobs?$/i,
  },
  internships: {
    required: ['title', 'company', 'duration'],
    marks: ['isPaid', 'stipend', 'positions', 'department', 'startDate', 'applicationDeadline', 'posterRole'],
    excludes: [...POST_EXCLUDES, 'instructor'],
    names: /^internships?$/i,
  },
  removedJobs: {
    required: ['title', 'company', 'removedAt'],
    marks: ['originalJobId', 'jobType', 'salaryRange', 'removalReason', 'removedBy'],
    excludes: ['originalInternshipId', 'duration', 'isPaid'],
    names: /removed.*job/i,
  },
  removedInternships: {
    required: ['title', 'company', 'removedAt'],
    marks: ['originalInternshipId', 'duration', 'isPaid', 'positions', 'department', 'removalReason'],
    excludes: ['originalJobId', 'jobType'],
    names: /removed.*intern/i,
  },
  courses: {
    required: ['title', 'instructor'],
    marks: ['type', 'duration', 'price', 'maxAttendees', 'currentAttendees', 'isOnline', 'registrationUrl'],
    names: /course/i,
  },
  benefits: {
    required: ['title', 'businessName'],
    marks: ['discountPercentage', 'validUntil', 'category', 'showOnHomepage', 'imageUrl', 'imageUrls'],
    names: /benefit|discount/i,
  },
  trainings: {
    required: ['title', 'enrollmentStatus'],
    marks: ['details', 'tags', 'photoUrl', 'opensAt', 'closesAt', 'capacity', 'currentEnrolled'],
    names: /training/i,
  },
  profiles: {
    required: ['name', 'title'],
    marks: ['howCanYouSupport', 'linkedinUrl', 'contact', 'portfolioUrl', 'isVisible', 'userId', 'industry'],
    excludes: ['section', 'email', 'applicantName'],
    names: /^(professional_?)?profiles?$|directory/i,
  },
  corporateProfiles: {
    required: ['name', 'title'],
    marks: ['howCanYouSupport', 'linkedinUrl', 'contact', 'isVisible', 'company', 'cvFilePath'],
    excludes: ['section', 'email', 'applicantName', 'userId'],
    names: /corporate/i,
  },
  cvShowcase: {
    required: ['name', 'email', 'section'],
    marks: ['title', 'experience', 'education', 'yearsOfExperience', 'cvFileName', 'cvFilePath', 'skills'],
    names: /cv|resume|showcase/i,
  },
  applications: {
    required: ['applicantName', 'applicantEmail'],
    marks: ['applicantPhone', 'coverLetter', 'jobId', 'internshipId', 'cvStorageId', 'status'],
    names: /application/i,
  },
  trips: {
    required: ['name', 'description'],
    marks: [
      'imageStorageId',
      'imageUrl',
      'documentStorageId',
      'documentFileName',
      'documentName',
      'postedBy',
    ],
    excludes: ['title', 'section', 'contact'],
    names: /trip/i,
  },
  paddleDocument: {
    required: ['documentFileName'],
    marks: ['documentStorageId', 'documentFilePath', 'uploadedBy'],
    excludes: ['name', 'title'],
    names: /paddle/i,
  },
};
