import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MESSAGES } from '@hub/contract/import/import.schema';
import yauzl from 'yauzl';
import { AppError, badRequest } from '../../plugins/errors.ts';

/**
 * What an export may unpack to. Checked on the sizes the ZIP's directory declares, before a byte is inflated;
 * yauzl then stops any entry that inflates past its declared size, so a lying header gains nothing.
 */
export type UnpackLimits = {
  /** All entries together. */
  maxUnpackedBytes: number;
  /** One entry: a table's documents.jsonl or one stored file. */
  maxEntryBytes: number;
  /** Unpacked bytes per packed byte, for entries over 1 MiB: text packs about 10:1, a bomb 1000:1. */
  maxRatio: number;
  maxEntries: number;
};

export const EXPORT_LIMITS: UnpackLimits = {
  maxUnpackedBytes: 4 * 1024 ** 3,
  maxEntryBytes: 512 * 1024 ** 2,
  maxRatio: 100,
  maxEntries: 500_000,
};

const RATIO_FROM_BYTES = 1024 ** 2;

/** An entry's name as a safe relative path, or null when it is absolute, climbs out (`..`) or is not text. */
function safeRelativePath(raw: Buffer): string | null {
  const name = raw.toString('utf8');
  if (!name || name.includes('\0') || name.includes('\\') || name.startsWith('/') || /^[a-z]:/i.test(name))
    return null;
  const parts = name.split('/');
  if (parts.some((part) => part === '..')) return null;
  return posix.normalize(name);
}

type Entry = { path: string; entry: yauzl.Entry };

function openZip(zipPath: string) {
  return new Promise<yauzl.ZipFile>((resolve, reject) => {
    // decodeStrings off: names are checked here (safeRelativePath), with a message the administrator can read.
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false }, (error, zip) =>
      error
        ? reject(badRequest(IMPORT_MESSAGES.notAnExport, { archive: IMPORT_MESSAGES.notAnExport }))
        : resolve(zip),
    );
  });
}

/** Every entry of the ZIP's directory, checked against the limits and for unsafe names; nothing inflated yet. */
function checkedEntries(zip: yauzl.ZipFile, limits: UnpackLimits) {
  return new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    let total = 0;
    const refuse = (error: AppError) => {
      zip.close();
      reject(error);
    };
    zip.on('error', () =>
      refuse(badRequest(IMPORT_MESSAGES.notAnExport, { archive: IMPORT_MESSAGES.notAnExport })),
    );
    zip.on('entry', (entry: yauzl.Entry) => {
      const path = safeRelativePath(entry.fileName as unknown as Buffer);
      if (path === null)
        return refuse(badRequest(IMPORT_MESSAGES.unsafeEntry, { archive: IMPORT_MESSAGES.unsafeEntry }));
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (
        entries.length >= limits.maxEntries ||
        entry.uncompressedSize > limits.maxEntryBytes ||
        total > limits.maxUnpackedBytes ||
        (entry.uncompressedSize > RATIO_FROM_BYTES && ratio > limits.maxRatio)
      )
        return refuse(
          new AppError(413, 'TOO_LARGE', IMPORT_MESSAGES.tooLarge, { archive: IMPORT_MESSAGES.tooLarge }),
        );
      if (!path.endsWith('/')) entries.push({ path, entry });
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.readEntry();
  });
}

const readStreamOf = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/**
 * Unpacks an export ZIP into `dir` (which must be empty and ours), refusing it whole when an entry's name points
 * outside it or the sizes break `limits`.
 */
export async function unpackExport(zipPath: string, dir: string, limits: UnpackLimits = EXPORT_LIMITS) {
  const zip = await openZip(zipPath);
  try {
    const entries = await checkedEntries(zip, limits);
    for (const { path, entry } of entries) {
      const target = join(dir, path);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      try {
        await pipeline(await readStreamOf(zip, entry), createWriteStream(target, { mode: 0o600 }));
      } catch {
        // An entry that inflates past its declared size, or a damaged one.
        throw badRequest(IMPORT_MESSAGES.tooLarge, { archive: `${path}: damaged, or larger than it says` });
      }
    }
  } finally {
    zip.close();
  }
}

/** One stored file of the export (`_storage/<id>` or `_storage/<id>.<ext>`) and what `_storage/documents.jsonl` says of it. */
export type StoredFile = {
  path: string;
  extension: string;
  contentType: string | null;
  internalId: string | null;
};

/** An export read from its folder: each table's documents.jsonl, and the stored files by their `_id`. */
export type ConvexExport = {
  tables: Map<string, string>;
  storedFiles: Map<string, StoredFile>;
  /** What the `_storage` table describes, by `_id`: the files that should be there. */
  storageIds: Set<string>;
  ignored: string[];
};

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The folder holding the tables: the export itself, or the one folder inside it (a zipped export folder). */
async function exportRoot(dir: string): Promise<string> {
  const names = await readdir(dir, { withFileTypes: true });
  for (const entry of names)
    if (entry.isDirectory() && (await exists(join(dir, entry.name, 'documents.jsonl')))) return dir;
  const folders = names.filter((entry) => entry.isDirectory());
  if (folders.length === 1 && folders[0]) return exportRoot(join(dir, folders[0].name));
  throw badRequest(IMPORT_MESSAGES.notAnExport, { archive: IMPORT_MESSAGES.notAnExport });
}

/** A line of a documents.jsonl: its number (from 1), and the document or why it could not be read. */
type DocumentLine = { line: number; document: Record<string, unknown> | null; error: string | null };

/** Reads a documents.jsonl one line at a time; blank lines are skipped. */
export async function* documentsOf(path: string): AsyncGenerator<DocumentLine> {
  let line = 0;
  for await (const text of createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity })) {
    line++;
    if (!text.trim()) continue;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        yield { line, document: parsed as Record<string, unknown>, error: null };
      else yield { line, document: null, error: 'The line is not a JSON object' };
    } catch {
      yield { line, document: null, error: 'The line is not valid JSON' };
    }
  }
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Reads an unpacked export: `<table>/documents.jsonl` for each table, `_storage/documents.jsonl` and the files
 * beside it. `_tables`, `_components`, README.md and the generated schemas are listed as ignored.
 */
export async function readExport(dir: string): Promise<ConvexExport> {
  const root = await exportRoot(dir);
  const tables = new Map<string, string>();
  const ignored: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const documents = join(root, entry.name, 'documents.jsonl');
    if (entry.isDirectory() && !entry.name.startsWith('_') && (await exists(documents)))
      tables.set(entry.name, documents);
    else if (entry.name !== '_storage') ignored.push(entry.isDirectory() ? `${entry.name}/` : entry.name);
  }
  const storedFiles = new Map<string, StoredFile>();
  const storageIds = new Set<string>();
  const storageDir = join(root, '_storage');
  if (await exists(storageDir)) {
    const described = new Map<string, { contentType: string | null; internalId: string | null }>();
    if (await exists(join(storageDir, 'documents.jsonl')))
      for await (const { document } of documentsOf(join(storageDir, 'documents.jsonl'))) {
        const id = textOrNull(document?._id);
        if (!id) continue;
        storageIds.add(id);
        described.set(id, {
          contentType: textOrNull(document?.contentType),
          internalId: textOrNull(document?.internalId),
        });
      }
    for (const entry of await readdir(storageDir, { withFileTypes: true })) {
      if (!entry.isFile() || entry.name === 'documents.jsonl' || entry.name === 'generated_schema.jsonl')
        continue;
      const dot = entry.name.indexOf('.');
      const id = dot < 0 ? entry.name : entry.name.slice(0, dot);
      const about = described.get(id);
      storedFiles.set(id, {
        path: join(storageDir, entry.name),
        extension: dot < 0 ? '' : entry.name.slice(dot).toLowerCase(),
        contentType: about?.contentType ?? null,
        internalId: about?.internalId ?? null,
      });
      storageIds.add(id);
    }
  }
  return { tables, storedFiles, storageIds, ignored: ignored.sort() };
}
