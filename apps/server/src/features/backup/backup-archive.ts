import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline as pipelineCallback, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { ArchiveError, openStream, sealStream } from './backup-crypto.ts';

/**
 * The archive format (decision 006), version 2: gzip over newline-separated records, written and read as
 * streams so neither side ever holds a whole table, file or archive in memory; the gzip is sealed with
 * AES-256-GCM in chunks (backup-crypto.ts, decision 031), so a backup is read only with its key and nothing in it
 * is used before it is authenticated.
 *
 *   {"type":"header","format":"community-hub-backup","version":2,"schemaVersion":"...","createdAt":"..."}
 *   {"type":"table","name":"jobs"}            then one {"row":<row_to_json>} line per row
 *   {"type":"file","id":"<uuid>"}             then {"chunk":"<base64>"} lines with the stored bytes
 *   {"type":"manifest","counts":{...},"files":N,"checksums":{...},"archive":"<sha256>"}
 *
 * The manifest comes last: the row count of every table, a SHA-256 of every table's row lines and of every
 * file's bytes, and a SHA-256 of every line before it. A truncated archive has no manifest; any edit, removal
 * or reordering fails a checksum. Rows stay PostgreSQL's own JSON text (never parsed into JS numbers).
 */
const ARCHIVE_FORMAT = 'community-hub-backup';
const ARCHIVE_VERSION = 2;

/** Raw bytes per chunk line (256 KiB of base64). */
const CHUNK_BYTES = 192 * 1024;
/** Lines are gathered into writes of about this size before they reach gzip. */
const WRITE_BATCH = 64 * 1024;
/** No record we write comes near this; a longer one means a damaged or hostile archive. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

const ROW_PREFIX = '{"row":';
const CHUNK_PREFIX = '{"chunk":"';

export type Header = {
  type: 'header';
  format: string;
  version: number;
  schemaVersion: string;
  createdAt: string;
};
export type Manifest = {
  type: 'manifest';
  counts: Record<string, number>;
  files: number;
  checksums: Record<string, string>;
  archive: string;
};

/** What goes into an archive: table rows as JSON text, files as byte streams (null when the bytes are gone). */
export type ArchiveContent = {
  schemaVersion: string;
  tables: AsyncIterable<{ name: string; rows: AsyncIterable<string> }>;
  files: AsyncIterable<{ id: string; open: () => Promise<Readable | null> }>;
};

export type WrittenArchive = {
  size: number;
  counts: Record<string, number>;
  files: number;
  /** Files whose row exists but whose bytes could not be read: they are left out. */
  missingFiles: string[];
};

export { ArchiveError };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Streams an archive of `content` through gzip (on the thread pool) and the seal (`key`) into `outPath`,
 * atomically: it is written to `outPath.part` and renamed when complete.
 */
export async function writeArchive(
  content: ArchiveContent,
  outPath: string,
  key: Buffer,
): Promise<WrittenArchive> {
  const all = createHash('sha256');
  const checksums: Record<string, string> = {};
  const counts: Record<string, number> = {};
  const missingFiles: string[] = [];
  let fileCount = 0;

  let batch: string[] = [];
  let batched = 0;
  const add = (line: string) => {
    all.update(line).update('\n');
    batch.push(line, '\n');
    batched += line.length + 1;
  };
  const take = () => {
    const text = batch.join('');
    batch = [];
    batched = 0;
    return text;
  };

  async function* lines() {
    const header: Header = {
      type: 'header',
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      schemaVersion: content.schemaVersion,
      createdAt: new Date().toISOString(),
    };
    const headerLine = JSON.stringify(header);
    checksums.header = sha256(headerLine);
    add(headerLine);
    for await (const table of content.tables) {
      add(JSON.stringify({ type: 'table', name: table.name }));
      const hash = createHash('sha256');
      let rows = 0;
      for await (const row of table.rows) {
        const line = `${ROW_PREFIX}${row}}`;
        hash.update(line).update('\n');
        add(line);
        rows++;
        if (batched >= WRITE_BATCH) yield take();
      }
      counts[table.name] = rows;
      checksums[`table:${table.name}`] = hash.digest('hex');
    }
    for await (const file of content.files) {
      const stream = await file.open();
      if (!stream) {
        missingFiles.push(file.id);
        continue;
      }
      add(JSON.stringify({ type: 'file', id: file.id }));
      const hash = createHash('sha256');
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        for (let start = 0; start < chunk.length; start += CHUNK_BYTES) {
          add(`${CHUNK_PREFIX}${chunk.subarray(start, start + CHUNK_BYTES).toString('base64')}"}`);
          if (batched >= WRITE_BATCH) yield take();
        }
      }
      checksums[`file:${file.id}`] = hash.digest('hex');
      fileCount++;
      if (batched >= WRITE_BATCH) yield take();
    }
    const manifest: Manifest = {
      type: 'manifest',
      counts,
      files: fileCount,
      checksums,
      archive: all.digest('hex'),
    };
    batch.push(JSON.stringify(manifest), '\n');
    yield take();
  }

  const partPath = `${outPath}.part`;
  try {
    await pipeline(
      Readable.from(lines()),
      createGzip(),
      sealStream(key),
      createWriteStream(partPath, { mode: 0o600 }),
    );
    await rename(partPath, outPath);
  } catch (error) {
    await rm(partPath, { force: true });
    throw error;
  }
  return { size: (await stat(outPath)).size, counts, files: fileCount, missingFiles };
}

/** What a reader is told as it goes through an archive; sections end before the next one starts. */
export type ArchiveVisitor = {
  row?: (table: string, json: string) => Promise<void> | void;
  tableEnd?: (table: string) => Promise<void> | void;
  fileStart?: (id: string) => Promise<void> | void;
  chunk?: (id: string, bytes: Buffer) => Promise<void> | void;
  fileEnd?: (id: string, sha256: string) => Promise<void> | void;
};

export type ArchiveExpectations = {
  /** The schema version of this server: an archive of another one is refused. */
  schemaVersion: string;
  /** The tables this server backs up: an archive naming another one is refused. */
  tables: ReadonlySet<string>;
  /** The backup key: an archive sealed with another, or changed, is refused. */
  key: Buffer;
  /** At most this many bytes once decompressed (what a restore stages); a larger archive is refused. */
  maxBytes: number;
};

/** Counts the decompressed bytes, failing once they pass the cap (a zip bomb, or a backup too large to stage). */
async function* capped(source: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > maxBytes)
      throw new ArchiveError(
        `The backup is larger than this server restores: over ${Math.floor(maxBytes / (1024 * 1024))} MB once decompressed (BACKUP_RESTORE_MAX_MB). Nothing was changed.`,
      );
    yield chunk;
  }
}

/** Splits a byte stream into lines (without the newline); a last line without its newline is an error. */
async function* linesOf(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of source) {
    let start = 0;
    for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end);
      if (pending.length) {
        pending.push(piece);
        yield Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
      } else {
        yield piece;
      }
      start = end + 1;
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > MAX_LINE_BYTES)
        throw new ArchiveError('The backup is damaged: it holds a record far larger than any backup writes.');
    }
  }
  if (pendingBytes > 0)
    throw new ArchiveError('The backup is incomplete: it ends in the middle of a record (it was cut short).');
}

const describeVersion = (version: unknown) =>
  typeof version === 'number' && version < ARCHIVE_VERSION
    ? `This backup uses archive format ${version}, from an older version of Community Hub that this server no longer restores (it reads format ${ARCHIVE_VERSION}). Make a new backup with this version.`
    : `This backup uses archive format ${String(version)}, which this server does not know (it reads format ${ARCHIVE_VERSION}). Restore it on the version of Community Hub that made it.`;

/**
 * Reads an archive from disk in one streaming pass and checks all of it: header, format and schema version,
 * every record, every checksum and count, and that the manifest is complete and last. The visitor sees rows
 * and file bytes as they pass; anything it did must be treated as unverified until this resolves.
 */
export async function readArchive(
  path: string,
  expect: ArchiveExpectations,
  visitor: ArchiveVisitor = {},
): Promise<{ header: Header; manifest: Manifest }> {
  const gunzip = pipelineCallback(
    createReadStream(path),
    openStream(expect.key),
    createGunzip(),
    () => undefined,
  );
  const all = createHash('sha256');
  const seen: Record<string, string> = {};
  const counts: Record<string, number> = {};
  let header: Header | undefined;
  let manifest: Manifest | undefined;
  let section: { kind: 'table'; name: string; hash: Hash } | { kind: 'file'; id: string; hash: Hash } | null =
    null;
  let records = 0;

  const endSection = async () => {
    if (!section) return;
    const digest = section.hash.digest('hex');
    if (section.kind === 'table') {
      seen[`table:${section.name}`] = digest;
      await visitor.tableEnd?.(section.name);
    } else {
      seen[`file:${section.id}`] = digest;
      await visitor.fileEnd?.(section.id, digest);
    }
    section = null;
  };
  const startKey = (key: string) => {
    if (key in seen) throw new ArchiveError(`The backup is damaged: ${key} appears twice.`);
  };

  try {
    for await (const line of linesOf(capped(gunzip, expect.maxBytes))) {
      records++;
      if (manifest) throw new ArchiveError('The backup is damaged: it holds data after its manifest.');
      if (!header) {
        header = parseRecord(line, records) as Header;
        if (header.type !== 'header' || header.format !== ARCHIVE_FORMAT)
          throw new ArchiveError('This is not a Community Hub backup.');
        if (header.version !== ARCHIVE_VERSION) throw new ArchiveError(describeVersion(header.version));
        if (header.schemaVersion !== expect.schemaVersion) {
          throw new ArchiveError(
            `This backup was made with database schema ${header.schemaVersion}; this server runs ${expect.schemaVersion}. Restore it on the same version of Community Hub.`,
          );
        }
        seen.header = createHash('sha256').update(line).digest('hex');
        all.update(line).update('\n');
        continue;
      }
      if (startsWith(line, ROW_PREFIX)) {
        if (section?.kind !== 'table' || line[line.length - 1] !== 0x7d)
          throw new ArchiveError(`The backup is damaged: record ${records} is out of place.`);
        all.update(line).update('\n');
        section.hash.update(line).update('\n');
        counts[section.name] = (counts[section.name] ?? 0) + 1;
        await visitor.row?.(section.name, line.toString('utf8', ROW_PREFIX.length, line.length - 1));
        continue;
      }
      if (startsWith(line, CHUNK_PREFIX)) {
        if (section?.kind !== 'file' || !line.subarray(-2).equals(CHUNK_END))
          throw new ArchiveError(`The backup is damaged: record ${records} is out of place.`);
        all.update(line).update('\n');
        const bytes = Buffer.from(line.toString('latin1', CHUNK_PREFIX.length, line.length - 2), 'base64');
        section.hash.update(bytes);
        await visitor.chunk?.(section.id, bytes);
        continue;
      }
      const record = parseRecord(line, records) as { type?: string; name?: unknown; id?: unknown };
      await endSection();
      if (record.type === 'manifest') {
        manifest = record as Manifest;
        continue;
      }
      all.update(line).update('\n');
      if (record.type === 'table' && typeof record.name === 'string') {
        if (!expect.tables.has(record.name))
          throw new ArchiveError(`The backup holds a table this server does not have: ${record.name}.`);
        startKey(`table:${record.name}`);
        section = { kind: 'table', name: record.name, hash: createHash('sha256') };
        counts[record.name] = 0;
      } else if (record.type === 'file' && typeof record.id === 'string' && UUID.test(record.id)) {
        startKey(`file:${record.id}`);
        section = { kind: 'file', id: record.id, hash: createHash('sha256') };
        await visitor.fileStart?.(record.id);
      } else {
        throw new ArchiveError(`The backup is damaged: record ${records} is not one it should hold.`);
      }
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new ArchiveError(
        header
          ? 'The backup is damaged or incomplete: it stops decompressing part way (the file was probably cut short).'
          : 'This is not a Community Hub backup, or it is damaged (it does not decompress).',
      );
    }
    throw error;
  }

  if (!header) throw new ArchiveError('This is not a Community Hub backup (it is empty).');
  if (!manifest)
    throw new ArchiveError(
      'The backup is incomplete: its manifest is missing (the file was probably cut short).',
    );
  checkManifest(manifest, seen, counts, all.digest('hex'));
  return { header, manifest };
}

const CHUNK_END = Buffer.from('"}');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const startsWith = (line: Buffer, prefix: string) =>
  line.length >= prefix.length && line.toString('latin1', 0, prefix.length) === prefix;

function parseRecord(line: Buffer, index: number) {
  try {
    const record = JSON.parse(line.toString('utf8')) as unknown;
    if (record && typeof record === 'object') return record;
  } catch {
    // reported below
  }
  throw new ArchiveError(
    index === 1
      ? 'This is not a Community Hub backup.'
      : `The backup is damaged: record ${index} is not readable.`,
  );
}

function checkManifest(
  manifest: Manifest,
  seen: Record<string, string>,
  counts: Record<string, number>,
  archiveDigest: string,
) {
  const checksums = manifest.checksums ?? {};
  for (const [key, digest] of Object.entries(seen)) {
    if (checksums[key] === undefined)
      throw new ArchiveError(`The backup is damaged: ${key} is not listed in its manifest.`);
    if (checksums[key] !== digest)
      throw new ArchiveError(`The backup is damaged: ${key} does not match its checksum.`);
  }
  const missing = Object.keys(checksums).filter((key) => !(key in seen));
  if (missing.length)
    throw new ArchiveError(`The backup is incomplete: ${missing.slice(0, 3).join(', ')} missing.`);
  for (const [table, rows] of Object.entries(counts)) {
    if (manifest.counts?.[table] !== rows)
      throw new ArchiveError(`The backup is damaged: its row count for ${table} is wrong.`);
  }
  const files = Object.keys(seen).filter((key) => key.startsWith('file:')).length;
  if (manifest.files !== files) throw new ArchiveError('The backup is damaged: its file count is wrong.');
  if (manifest.archive !== archiveDigest)
    throw new ArchiveError('The backup is damaged: its records do not match the manifest checksum.');
}

/**
 * The schema version an archive's header names, read from its first line only; undefined when the first line is
 * not a header (the full check then says what is wrong).
 */
export async function readArchiveSchemaVersion(path: string, key: Buffer): Promise<string | undefined> {
  // The first sealed chunk authenticates on its own: the header is read without opening the whole archive.
  const gunzip = pipelineCallback(createReadStream(path), openStream(key), createGunzip(), () => undefined);
  try {
    for await (const line of linesOf(gunzip)) {
      const header = JSON.parse(line.toString('utf8')) as Partial<Header>;
      return header.type === 'header' && typeof header.schemaVersion === 'string'
        ? header.schemaVersion
        : undefined;
    }
  } catch {
    // Not sealed with this key, not gzip, not JSON, cut short: readArchive reports it properly.
  } finally {
    gunzip.destroy();
  }
  return undefined;
}
