import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MESSAGES } from '@hub/contract/import/import.schema';
import { AppError } from '../../plugins/errors.ts';
import { EXPORT_LIMITS, type UnpackLimits, unpackExport } from './convex-export.ts';

/** An upload left unused this long is removed when the next one arrives. */
const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

/** Where an upload's unpacked export lives, and the name it was uploaded under. */
const uploadPaths = (importsDir: string, uploadId: string) => ({
  folder: join(importsDir, uploadId),
  unpacked: join(importsDir, uploadId, 'export'),
  name: join(importsDir, uploadId, 'name.txt'),
});

/** Removes uploads nobody ran for a day. */
async function clearOldUploads(importsDir: string) {
  for (const entry of await readdir(importsDir).catch(() => [])) {
    const path = join(importsDir, entry);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > UPLOAD_KEPT_MS) await rm(path, { recursive: true, force: true });
  }
}

/**
 * Streams an uploaded export ZIP to disk and unpacks it (refused whole when unsafe: see unpackExport); the ZIP
 * itself is then removed. Answers the upload's id.
 */
export async function receiveExport(
  importsDir: string,
  upload: { stream: Readable; fileName: string; isTruncated: () => boolean },
  limits: UnpackLimits = EXPORT_LIMITS,
) {
  await mkdir(importsDir, { recursive: true, mode: 0o700 });
  await clearOldUploads(importsDir);
  const uploadId = randomUUID();
  const paths = uploadPaths(importsDir, uploadId);
  await mkdir(paths.unpacked, { recursive: true, mode: 0o700 });
  const zipPath = join(paths.folder, 'export.zip');
  try {
    await pipeline(upload.stream, createWriteStream(zipPath, { mode: 0o600 }));
    if (upload.isTruncated())
      throw new AppError(413, 'TOO_LARGE', IMPORT_MESSAGES.tooLarge, { archive: IMPORT_MESSAGES.tooLarge });
    await unpackExport(zipPath, paths.unpacked, limits);
    await writeFile(paths.name, upload.fileName);
  } catch (error) {
    await rm(paths.folder, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(zipPath, { force: true });
  }
  return uploadId;
}

/** An upload's folder and file name, or 404 when it is gone. */
export async function findUpload(importsDir: string, uploadId: string) {
  const paths = uploadPaths(importsDir, uploadId);
  const fileName = await readFile(paths.name, 'utf8').catch(() => null);
  if (fileName === null) throw new AppError(404, 'NOT_FOUND', IMPORT_MESSAGES.unknownUpload);
  return { dir: paths.unpacked, fileName };
}
