import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FilePurpose } from '@hub/contract/enums';
import { FILE_RULES, fileTooLargeMessage, maxMegabytes } from '@hub/contract/files/file.schema';
import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ImportAnalysis,
  type ImportKind,
  type ImportProblem,
  type ImportReport,
  type ImportRun,
  type ImportTableResult,
  type ImportTarget,
} from '@hub/contract/import/import.schema';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor, Transactor } from '../../db/executor.ts';
import { users } from '../../db/users.table.ts';
import { type AuditActor, recordAudit } from '../../lib/audit-trail.ts';
import { toCsv } from '../../lib/csv.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { AppError } from '../../plugins/errors.ts';
import { extractCvText } from '../cv-showcase/index.ts';
import { saveStaged, shareWithMembers, stageUpload } from '../files/index.ts';
import { type ConvexExport, documentsOf, readExport, type StoredFile } from './convex-export.ts';
import {
  type AttachedFile,
  IMPORTERS,
  RECOGNITION,
  RowRefused,
  type RowWork,
  timeOf,
} from './import-kinds.ts';
import { importedRecords, importRuns } from './import.table.ts';
import { SERVER_MESSAGES } from '@hub/contract/messages';

/** snake_case to camelCase: the export's server records are snake_case, its client forms camelCase. */
const camelOf = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** The document with camelCase keys; where both spellings are there, the camelCase one wins. */
function camelCased(document: Record<string, unknown>) {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document)) if (camelOf(key) !== key) result[camelOf(key)] = value;
  for (const [key, value] of Object.entries(document)) if (camelOf(key) === key) result[key] = value;
  return result;
}

/** The kind a table looks like from its fields and name; null when none fits. */
function recogniseTable(table: string, fields: Set<string>): ImportKind | null {
  let best: { kind: ImportKind; score: number } | null = null;
  for (const kind of IMPORT_KINDS) {
    const { required, marks, excludes = [], names } = RECOGNITION[kind];
    if (!required.every((field) => fields.has(field)) || excludes.some((field) => fields.has(field)))
      continue;
    const score =
      required.length * 2 + marks.filter((field) => fields.has(field)).length + (names?.test(table) ? 3 : 0);
    if (!best || score > best.score) best = { kind, score };
  }
  return best?.kind ?? null;
}

/** Documents looked at to learn a table's fields: enough to see optional ones, few enough to stay quick. */
const SAMPLED_DOCUMENTS = 500;

/** What an unpacked export holds: each table with its count, fields and recognised kind, and its stored files. */
export async function analyseExport(dir: string): Promise<Omit<ImportAnalysis, 'uploadId' | 'fileName'>> {
  const exported = await readExport(dir);
  const tables: ImportAnalysis['tables'] = [];
  for (const [table, path] of exported.tables) {
    const fields = new Set<string>();
    let documents = 0;
    for await (const { document } of documentsOf(path)) {
      if (!document) continue;
      documents++;
      if (documents <= SAMPLED_DOCUMENTS)
        for (const key of Object.keys(camelCased(document))) if (!key.startsWith('_')) fields.add(key);
    }
    tables.push({
      table,
      documents,
      fields: [...fields].sort(),
      suggestedKind: recogniseTable(table, fields),
    });
  }
  tables.sort((a, b) => a.table.localeCompare(b.table));
  return { tables, storedFiles: exported.storedFiles.size, ignoredEntries: exported.ignored };
}

const CONTENT_TYPE_EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.ms-powerpoint': '.ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
};

/**
 * The stored file a reference names: a `_storage` id, or a storage URL ending in the file's id or internal id
 * (what `ctx.storage.getUrl` gave the original app). 'missing' when it names a file the export does not hold.
 */
function storedFileOf(exported: ConvexExport, byInternalId: Map<string, StoredFile>, reference: string) {
  const direct = exported.storedFiles.get(reference);
  if (direct) return direct;
  const last = reference.split('?')[0]?.split('/').pop() ?? '';
  return exported.storedFiles.get(last) ?? byInternalId.get(last) ?? 'missing';
}

/** The name a file gets: the one the document gave it, with the extension its stored copy or type says. */
function fileNameOf(given: unknown, file: StoredFile, reference: string) {
  const extension = file.extension || CONTENT_TYPE_EXTENSIONS[file.contentType ?? ''] || '';
  const name = typeof given === 'string' ? given.trim() : '';
  if (name && extname(name)) return name;
  const base = name || reference.split('?')[0]?.split('/').pop() || 'file';
  return `${base}${extension}`;
}

type ImportContext = {
  db: Database;
  storage: FileStorage;
  stagingDir: string;
  log: { warn: (details: object, message: string) => void };
};

type ImportOptions = {
  mapping: Record<string, ImportTarget>;
  isDryRun: boolean;
  fileName: string;
  actor: AuditActor;
  /** Makes the backup a real run starts with; answers its file name. */
  backUp: () => Promise<string>;
};

/** Where a table stands in the report: in import order, the ones left out last. */
const orderOf = (kind: ImportTarget) =>
  kind === 'ignore' ? IMPORT_KINDS.length : IMPORT_KINDS.indexOf(kind);

/** Ends a dry run's one transaction, so nothing it wrote stays. */
class DryRunDone extends Error {}

const PG_UNIQUE_VIOLATION = '23505';
const pgCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
/** Drizzle wraps the driver's error; its cause carries PostgreSQL's code and detail. */
const databaseErrorOf = (error: unknown): { code: string | null; detail: string | null } => {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  const detail =
    typeof cause === 'object' && cause !== null && 'detail' in cause ? String(cause.detail) : null;
  return { code: pgCodeOf(cause), detail };
};

/**
 * Imports an unpacked export: each table mapped to a kind, kinds in IMPORT_KINDS order (references point back),
 * each table in one transaction and each document in a savepoint inside it, so a refused document leaves nothing
 * behind and the rest of its table still comes over. A real run makes a backup first; a dry run does everything
 * in one transaction and rolls it back. Documents already imported (by table and `_id`) are skipped.
 */
export async function runImport(
  context: ImportContext,
  dir: string,
  options: ImportOptions,
): Promise<ImportRun> {
  const { db, storage, stagingDir, log } = context;
  const exported = await readExport(dir);
  const byInternalId = new Map<string, StoredFile>();
  for (const file of exported.storedFiles.values())
    if (file.internalId) byInternalId.set(file.internalId, file);
  const problems: ImportProblem[] = [];
  const results: ImportTableResult[] = [];
  const knownRows = new Map<string, string>();
  // A dry run stores no bytes: its file rows roll back with everything else.
  const fileStore: FileStorage = options.isDryRun
    ? { ...storage, put: async (_db, _id, stagedPath) => rm(stagedPath, { force: true }) }
    : storage;

  const tablesInOrder = IMPORT_KINDS.flatMap((kind) =>
    [...exported.tables.keys()]
      .filter((table) => options.mapping[table] === kind)
      .map((table) => ({ table, kind })),
  );
  for (const table of Object.keys(options.mapping))
    if (!exported.tables.has(table))
      problems.push({
        table,
        line: null,
        sourceId: null,
        field: null,
        reason: 'No such table in the export',
        outcome: 'tableSkipped',
      });
  for (const table of exported.tables.keys()) {
    const target = options.mapping[table];
    if (target === undefined || target === 'ignore') {
      results.push({
        table,
        kind: 'ignore',
        imported: 0,
        alreadyThere: 0,
        refused: 0,
        filesImported: 0,
        filesMissing: 0,
      });
      problems.push({
        table,
        line: null,
        sourceId: null,
        field: null,
        reason:
          target === 'ignore'
            ? 'Left out, as the mapping says'
            : 'Not recognised as anything this product keeps; left out (choose a kind for it to import it)',
        outcome: 'tableSkipped',
      });
    }
  }

  const rowOf = async (tx: Executor, sourceId: unknown) => {
    if (typeof sourceId !== 'string' || !sourceId) return null;
    const known = knownRows.get(sourceId);
    if (known) return known;
    const [found] = await tx
      .select({ rowId: importedRecords.rowId })
      .from(importedRecords)
      .where(eq(importedRecords.sourceId, sourceId))
      .limit(1);
    if (found) knownRows.set(sourceId, found.rowId);
    return found?.rowId ?? null;
  };
  const userOf = async (tx: Executor, reference: unknown) => {
    if (typeof reference !== 'string' || !reference) return null;
    if (!reference.includes('@')) return rowOf(tx, reference);
    const [found] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, reference.trim().toLowerCase()));
    return found?.id ?? null;
  };

  /** Imports one table in `tx`; its counts and problems are added to the report. */
  const importTable = async (tx: Transactor, table: string, kind: ImportKind) => {
    const result: ImportTableResult = {
      table,
      kind,
      imported: 0,
      alreadyThere: 0,
      refused: 0,
      filesImported: 0,
      filesMissing: 0,
    };
    results.push(result);
    const path = exported.tables.get(table);
    if (!path) return;
    for await (const { line, document, error } of documentsOf(path)) {
      const sourceId = typeof document?._id === 'string' && document._id ? document._id : null;
      const refuse = (field: string | null, reason: string) => {
        result.refused++;
        problems.push({ table, line, sourceId, field, reason, outcome: 'refused' });
      };
      if (!document) {
        refuse(null, error ?? 'Not a document');
        continue;
      }
      if (!sourceId) {
        refuse('_id', 'The document has no _id');
        continue;
      }
      const [already] = await tx
        .select({ rowId: importedRecords.rowId })
        .from(importedRecords)
        .where(and(eq(importedRecords.sourceTable, table), eq(importedRecords.sourceId, sourceId)));
      if (already) {
        result.alreadyThere++;
        continue;
      }
      const doc = camelCased(document);
      const createdAt = timeOf(document._creationTime) ?? timeOf(doc.createdAt) ?? new Date();
      const updatedAt = timeOf(doc.updatedAt) ?? createdAt;
      // A row's files count only once the row is written; a refused row reports its refusal alone.
      const fileProblems: ImportProblem[] = [];
      let filesImported = 0;
      try {
        const outcome = await tx.transaction(async (row) => {
          const attach = async (
            field: string,
            reference: unknown,
            purpose: FilePurpose,
            given: unknown,
            {
              isShared,
              ownerId = null,
              readText = false,
            }: { isShared: boolean; ownerId?: string | null; readText?: boolean },
          ): Promise<AttachedFile | null> => {
            if (typeof reference !== 'string' || !reference.trim()) return null;
            const noted = (outcome: 'fileMissing' | 'fileRefused', reason: string) => {
              fileProblems.push({ table, line, sourceId, field, reason, outcome });
              return null;
            };
            const file = storedFileOf(exported, byInternalId, reference.trim());
            if (file === 'missing')
              return noted('fileMissing', `The file ${reference} is not in the export's _storage`);
            const { size } = await stat(file.path);
            if (size > FILE_RULES[purpose].maxBytes)
              return noted('fileRefused', fileTooLargeMessage(maxMegabytes(purpose)));
            try {
              const staged = await stageUpload(
                {
                  filename: fileNameOf(given, file, reference),
                  fieldname: field,
                  file: createReadStream(file.path),
                },
                purpose,
                stagingDir,
              );
              const text =
                readText && !options.isDryRun
                  ? await extractCvText(staged.path, staged.originalName, log)
                  : null;
              await saveStaged(row, fileStore, staged, ownerId);
              if (isShared) await shareWithMembers(row, [staged.id]);
              filesImported++;
              return { id: staged.id, name: staged.originalName, text };
            } catch (failure) {
              if (failure instanceof AppError) return noted('fileRefused', failure.message);
              throw failure;
            }
          };
          const work: RowWork = {
            tx: row,
            doc,
            times: { createdAt, updatedAt },
            rowOf: (reference) => rowOf(row, reference),
            userOf: (reference) => userOf(row, reference),
            attach,
            alsoKnownAs: async (otherId, rowId) => {
              if (typeof otherId !== 'string' || !otherId) return;
              await row
                .insert(importedRecords)
                .values({ sourceTable: `${table}.original`, sourceId: otherId, kind, rowId })
                .onConflictDoNothing();
            },
          };
          const written = await IMPORTERS[kind](work);
          await row
            .insert(importedRecords)
            .values({ sourceTable: table, sourceId, kind, rowId: written.rowId });
          return written;
        });
        knownRows.set(sourceId, outcome.rowId);
        if (outcome.isNew) result.imported++;
        else result.alreadyThere++;
        result.filesImported += filesImported;
        result.filesMissing += fileProblems.length;
        problems.push(...fileProblems);
      } catch (failure) {
        if (failure instanceof RowRefused) refuse(failure.field, failure.message);
        else if (failure instanceof AppError)
          refuse(Object.keys(failure.fields ?? {})[0] ?? null, failure.message);
        else {
          const { code, detail } = databaseErrorOf(failure);
          if (!code) throw failure;
          refuse(
            null,
            code === PG_UNIQUE_VIOLATION
              ? `Already here as another row (${detail ?? 'a unique value repeats'})`
              : `The database refused it (${detail ?? code})`,
          );
        }
      }
    }
  };

  const backupFileName = options.isDryRun ? null : await options.backUp();
  if (options.isDryRun) {
    try {
      await db.transaction(async (outer) => {
        for (const { table, kind } of tablesInOrder)
          await outer.transaction((tx) => importTable(tx, table, kind));
        throw new DryRunDone();
      });
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
    }
  } else {
    for (const { table, kind } of tablesInOrder) await db.transaction((tx) => importTable(tx, table, kind));
  }

  const report: ImportReport = {
    isDryRun: options.isDryRun,
    tables: [...results].sort((a, b) => orderOf(a.kind) - orderOf(b.kind)),
    problems,
    backupFileName,
  };
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(importRuns)
      .values({
        fileName: options.fileName.slice(0, 255),
        isDryRun: options.isDryRun,
        report,
        ranBy: options.actor.email,
      })
      .returning({ id: importRuns.id });
    if (!run) throw new Error('insert returned nothing');
    if (!options.isDryRun)
      await recordAudit(tx, options.actor, {
        action: 'import.run',
        targetType: 'import',
        targetId: run.id,
        details: {
          fileName: options.fileName,
          backup: backupFileName,
          tables: report.tables.map(
            ({ table, kind, imported, alreadyThere, refused, filesImported, filesMissing }) => ({
              table,
              kind,
              imported,
              alreadyThere,
              refused,
              filesImported,
              filesMissing,
            }),
          ),
        },
      });
    return { id: run.id, report };
  });
}

/** A run's report, or 404. */
export async function readImportRun(db: Executor, id: string) {
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!run) throw new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.importReportGone);
  return run;
}

/** The report as CSV: a line per table, then a line per row or file that did not come over whole. */
export function reportCsv(report: ImportReport) {
  return toCsv(
    [
      'table',
      'kind',
      'outcome',
      'line',
      '_id',
      'field',
      'reason',
      'imported',
      'already there',
      'refused',
      'files imported',
      'files missing',
    ],
    [
      ...report.tables.map((result) => [
        result.table,
        IMPORT_KIND_LABELS[result.kind],
        'summary',
        null,
        null,
        null,
        null,
        result.imported,
        result.alreadyThere,
        result.refused,
        result.filesImported,
        result.filesMissing,
      ]),
      ...report.problems.map((problem) => [
        problem.table,
        null,
        problem.outcome,
        problem.line,
        problem.sourceId,
        problem.field,
        problem.reason,
        null,
        null,
        null,
        null,
        null,
      ]),
    ],
  );
}
