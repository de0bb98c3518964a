import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FilePurpose } from '@hub/contract/enums';
import {
  FILE_RULES,
  fileTooLargeMessage,
  fileTypeMessage,
  maxMegabytes,
} from '@hub/contract/files/file.schema';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import type { FileStorage } from './file-storage.ts';
import { files } from './files.table.ts';

export type StagedFile = {
  id: string;
  path: string;
  purpose: FilePurpose;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
};

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, i) => head[offset + i] === byte);

/** What the first bytes of each type must be: a name alone proves nothing. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  '.pdf': (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
  '.doc': (head) => startsWith(head, OLE),
  '.ppt': (head) => startsWith(head, OLE),
  '.docx': (head) => startsWith(head, ZIP),
  '.pptx': (head) => startsWith(head, ZIP),
  '.jpg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  '.jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  '.png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  '.gif': (head) => head.subarray(0, 4).toString('latin1') === 'GIF8',
  '.webp': (head) =>
    head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** A safe display name: no path, no control characters, at most 255 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? 'file')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(-255) || 'file';

/**
 * Streams an uploaded part to a temporary file while hashing it, then checks its type, size and first bytes.
 * A refused upload leaves nothing behind.
 */
export async function stageUpload(
  part: MultipartFile,
  purpose: FilePurpose,
  stagingDir: string,
): Promise<StagedFile> {
  const rules = FILE_RULES[purpose];
  const extension = extname(part.filename).toLowerCase();
  if (!rules.extensions.includes(extension)) {
    part.file.resume();
    throw new AppError(415, 'UNSUPPORTED_TYPE', fileTypeMessage(rules.extensions), {
      [part.fieldname]: fileTypeMessage(rules.extensions),
    });
  }
  await mkdir(stagingDir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const path = join(stagingDir, `${id}.part`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, measure, createWriteStream(path, { mode: 0o600 }));
    if (part.file.truncated) {
      const message = fileTooLargeMessage(maxMegabytes(purpose));
      throw new AppError(413, 'TOO_LARGE', message, { [part.fieldname]: message });
    }
    if (size === 0)
      throw new AppError(400, 'VALIDATION', 'The file is empty', { [part.fieldname]: 'The file is empty' });
    if (!SIGNATURES[extension]?.(head)) {
      const message = `This file is not a real ${extension.slice(1).toUpperCase()} file. ${fileTypeMessage(rules.extensions)}`;
      throw new AppError(415, 'UNSUPPORTED_TYPE', message, { [part.fieldname]: message });
    }
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return {
    id,
    path,
    purpose,
    originalName: cleanName(part.filename),
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    size,
    sha256: hash.digest('hex'),
  };
}

/** Records a staged file and moves its bytes into storage; run it inside the caller's transaction. */
export async function saveStaged(
  db: Executor,
  storage: FileStorage,
  staged: StagedFile,
  ownerId: string | null,
) {
  await db.insert(files).values({
    id: staged.id,
    purpose: staged.purpose,
    originalName: staged.originalName,
    contentType: staged.contentType,
    size: staged.size,
    sha256: staged.sha256,
    driver: storage.driver,
    ownerId,
  });
  await storage.put(db, staged.id, staged.path);
}

/** After a failed save: the staged file and any bytes already moved are removed. */
export async function discardStaged(db: Executor, storage: FileStorage, staged: StagedFile) {
  await rm(staged.path, { force: true });
  await storage.remove(db, staged.id).catch(() => undefined);
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: files.id,
      purpose: files.purpose,
      originalName: files.originalName,
      contentType: files.contentType,
      size: files.size,
      ownerId: files.ownerId,
      visibility: files.visibility,
    })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}

export async function deleteFile(db: Executor, storage: FileStorage, id: string) {
  await db.delete(files).where(eq(files.id, id));
  await storage.remove(db, id);
}

/** `attachment; filename="..."; filename*=UTF-8''...`: the original name, safely encoded. */
const attachmentHeader = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Sends a stored file as a download with its original name; never inline, never sniffed. */
export async function sendStoredFile(
  reply: FastifyReply,
  db: Executor,
  storage: FileStorage,
  file: { id: string; contentType: string; size: number; originalName: string },
) {
  const stream = await storage.read(db, file.id);
  if (!stream) throw notFound('File not found.');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentHeader(file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/**
 * Makes files readable by every signed-in member: call it in the transaction that attaches them to content
 * members can see (benefit images, trip documents, showcase CVs...). Application CVs never are.
 */
export async function shareWithMembers(db: Executor, storageIds: string[]) {
  if (storageIds.length)
    await db.update(files).set({ visibility: 'members' }).where(inArray(files.id, storageIds));
}

/** Who may read a stored file: administrators, its owner, and every member once it is shared. */
export const canReadFile = (
  user: { id: string; role: string },
  file: { ownerId: string | null; visibility: 'private' | 'members' },
) => user.role === 'admin' || file.ownerId === user.id || file.visibility === 'members';
