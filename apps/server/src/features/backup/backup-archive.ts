import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The archive format: gzip over newline-separated JSON records. A header first, then one record per table and
 * one per stored file, then a manifest with the counts and a SHA-256 of every other record. A truncated or
 * edited archive fails its checks as a whole, before anything is restored.
 */
export const ARCHIVE_FORMAT = 'community-hub-backup';
export const ARCHIVE_VERSION = 1;

export type Header = {
  type: 'header';
  format: string;
  version: number;
  schemaVersion: string;
  createdAt: string;
};
export type TableRecord = { type: 'table'; name: string; rows: unknown[] };
export type FileRecord = { type: 'file'; id: string; data: string };
export type Manifest = {
  type: 'manifest';
  counts: Record<string, number>;
  files: number;
  checksums: Record<string, string>;
};

export type Archive = {
  header: Header;
  tables: TableRecord[];
  files: Array<{ id: string; bytes: Buffer }>;
  manifest: Manifest;
};

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
const keyOf = (record: TableRecord | FileRecord) =>
  record.type === 'table' ? `table:${record.name}` : `file:${record.id}`;

export function writeArchive(
  schemaVersion: string,
  tables: TableRecord[],
  files: Array<{ id: string; bytes: Buffer }>,
): Buffer {
  const header: Header = {
    type: 'header',
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    schemaVersion,
    createdAt: new Date().toISOString(),
  };
  const lines = [JSON.stringify(header)];
  const checksums: Record<string, string> = { header: sha256(lines[0] ?? '') };
  const records: Array<TableRecord | FileRecord> = [
    ...tables,
    ...files.map((file): FileRecord => ({ type: 'file', id: file.id, data: file.bytes.toString('base64') })),
  ];
  for (const record of records) {
    const line = JSON.stringify(record);
    checksums[keyOf(record)] = sha256(line);
    lines.push(line);
  }
  const manifest: Manifest = {
    type: 'manifest',
    counts: Object.fromEntries(tables.map((table) => [table.name, table.rows.length])),
    files: files.length,
    checksums,
  };
  lines.push(JSON.stringify(manifest));
  return gzipSync(`${lines.join('\n')}\n`);
}

export class ArchiveError extends Error {}

/** Reads and fully checks an archive; throws ArchiveError saying what is wrong. */
export function readArchive(bytes: Buffer, expectedSchemaVersion: string): Archive {
  let text: string;
  try {
    text = gunzipSync(bytes).toString('utf8');
  } catch {
    throw new ArchiveError(
      'This is not a Community Hub backup, or it is damaged or truncated (it does not decompress).',
    );
  }
  const lines = text.split('\n').filter((line) => line.length > 0);
  const parsed = lines.map((line, index) => {
    try {
      return { line, record: JSON.parse(line) as { type?: string } };
    } catch {
      throw new ArchiveError(`The backup is damaged: record ${index + 1} is not readable.`);
    }
  });
  const first = parsed[0]?.record as Header | undefined;
  if (first?.type !== 'header' || first.format !== ARCHIVE_FORMAT)
    throw new ArchiveError('This is not a Community Hub backup.');
  if (first.version !== ARCHIVE_VERSION)
    throw new ArchiveError(`Unsupported backup format version ${first.version}.`);
  if (first.schemaVersion !== expectedSchemaVersion) {
    throw new ArchiveError(
      `This backup was made with database schema ${first.schemaVersion}; this server runs ${expectedSchemaVersion}. Restore it on the same version.`,
    );
  }
  const last = parsed.at(-1)?.record as Manifest | undefined;
  if (last?.type !== 'manifest')
    throw new ArchiveError(
      'The backup is incomplete: its manifest is missing (the file was probably cut short).',
    );

  const seen = new Set<string>();
  if (sha256(parsed[0]?.line ?? '') !== last.checksums.header)
    throw new ArchiveError('The backup header does not match its checksum.');
  seen.add('header');
  const tables: TableRecord[] = [];
  const files: Array<{ id: string; bytes: Buffer }> = [];
  for (const { line, record } of parsed.slice(1, -1)) {
    if (record.type !== 'table' && record.type !== 'file')
      throw new ArchiveError('The backup holds an unknown record.');
    const typed = record as TableRecord | FileRecord;
    const key = keyOf(typed);
    if (last.checksums[key] !== sha256(line))
      throw new ArchiveError(`The backup is damaged: ${key} does not match its checksum.`);
    seen.add(key);
    if (typed.type === 'table') tables.push(typed);
    else files.push({ id: typed.id, bytes: Buffer.from(typed.data, 'base64') });
  }
  const missing = Object.keys(last.checksums).filter((key) => !seen.has(key));
  if (missing.length)
    throw new ArchiveError(`The backup is incomplete: ${missing.slice(0, 3).join(', ')} missing.`);
  for (const table of tables) {
    if (last.counts[table.name] !== table.rows.length)
      throw new ArchiveError(`The backup's count for ${table.name} is wrong.`);
  }
  return { header: first, tables, files, manifest: last };
}
