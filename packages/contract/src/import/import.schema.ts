import { z } from 'zod';

/**
 * What a table of the original app's export (Convex) becomes here, in the order they are imported: a table's
 * references (`jobId`, `postedBy`, `userId`) point at kinds imported before it. `ignore` leaves a table out.
 */
export const IMPORT_KINDS = [
  'users',
  'whitelist',
  'accessRequests',
  'jobs',
  'internships',
  'removedJobs',
  'removedInternships',
  'courses',
  'benefits',
  'trainings',
  'profiles',
  'corporateProfiles',
  'cvShowcase',
  'applications',
  'trips',
  'paddleDocument',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_TARGETS = [...IMPORT_KINDS, 'ignore'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** How each kind is named on the import page and in the report. */
export const IMPORT_KIND_LABELS: Record<ImportTarget, string> = {
  users: 'Users',
  whitelist: 'Whitelist',
  accessRequests: 'Access requests',
  jobs: 'Jobs',
  internships: 'Internships',
  removedJobs: 'Removed jobs',
  removedInternships: 'Removed internships',
  courses: 'Courses',
  benefits: 'Community benefits',
  trainings: 'Trainings',
  profiles: 'Directory profiles',
  corporateProfiles: 'Corporate profiles',
  cvShowcase: 'CV showcase',
  applications: 'Applications',
  trips: 'Trips',
  paddleDocument: 'Paddle document',
  ignore: 'Do not import',
};

export const IMPORT_MESSAGES = {
  archiveRequired: 'Choose the export file (.zip) to import',
  notAnExport:
    'This file is not an export of the original app: no folder in it holds a documents.jsonl (npx convex export, or the dashboard’s snapshot export).',
  unsafeEntry: 'The export holds a file whose name points outside the export; nothing was imported.',
  tooLarge: 'The export unpacks to more than the import accepts; nothing was imported.',
  unknownUpload: 'This upload is no longer here; upload the export again.',
} as const;

/** One table found in the export, with what it looks like and the kind it was recognised as (null: unknown). */
const importTableSchema = z.object({
  table: z.string(),
  documents: z.number().int(),
  fields: z.array(z.string()),
  suggestedKind: z.enum(IMPORT_KINDS).nullable(),
});

/** What an uploaded export holds, before anything is imported. */
export const importAnalysisSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  tables: z.array(importTableSchema),
  storedFiles: z.number().int(),
  /** Entries that are not tables or stored files (README.md, _tables, components): listed, not imported. */
  ignoredEntries: z.array(z.string()),
});
export type ImportAnalysis = z.infer<typeof importAnalysisSchema>;

/** The mapping the administrator confirmed: each table of the export to a kind, or `ignore`. */
export const importRunRequestSchema = z.strictObject({
  mapping: z.record(z.string().max(255), z.enum(IMPORT_TARGETS, { message: 'Choose what this table is' })),
  dryRun: z.boolean({ message: 'dryRun must be true or false' }),
});
export type ImportRunRequest = z.infer<typeof importRunRequestSchema>;

export const importUploadParamsSchema = z.strictObject({
  uploadId: z.uuid({ message: 'uploadId must be a valid id' }),
});

/** A row or file the import did not bring over, or brought over without something: where it is and why. */
const importProblemSchema = z.object({
  table: z.string(),
  line: z.number().int().nullable(),
  sourceId: z.string().nullable(),
  field: z.string().nullable(),
  reason: z.string(),
  /** refused: the row was not written; fileMissing / fileRefused: the row was written without that file. */
  outcome: z.enum(['refused', 'fileMissing', 'fileRefused', 'tableSkipped']),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

const importTableResultSchema = z.object({
  table: z.string(),
  kind: z.enum(IMPORT_TARGETS),
  imported: z.number().int(),
  alreadyThere: z.number().int(),
  refused: z.number().int(),
  filesImported: z.number().int(),
  filesMissing: z.number().int(),
});
export type ImportTableResult = z.infer<typeof importTableResultSchema>;

const importReportSchema = z.object({
  isDryRun: z.boolean(),
  tables: z.array(importTableResultSchema),
  problems: z.array(importProblemSchema),
  /** The backup made before a real run (its file name); null for a dry run. */
  backupFileName: z.string().nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** A finished run as the page shows it: its id names the CSV download. */
export const importRunSchema = z.object({ id: z.string(), report: importReportSchema });
export type ImportRun = z.infer<typeof importRunSchema>;
