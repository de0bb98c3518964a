import { rm } from 'node:fs/promises';
import type { MultipartValue } from '@fastify/multipart';
import { FILE_RULES } from '@hub/contract/files/file.schema';
import { LIMITS } from '@hub/contract/limits';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../plugins/errors.ts';
import { type StagedFile, stageUpload } from './files.service.ts';

/**
 * The largest text field a multipart form may carry, in bytes: the longest text limit of the contract at 4 bytes
 * a character (UTF-8's widest), so any text the schemas accept fits.
 */
export const MULTIPART_FIELD_BYTES = 4 * Math.max(...Object.values(LIMITS));

/**
 * A multipart text field's value. A value cut at MULTIPART_FIELD_BYTES is refused (400, naming the field) rather
 * than saved shortened.
 */
export function fieldText(part: MultipartValue): string {
  if (part.valueTruncated || part.fieldnameTruncated) {
    const message = `${part.fieldname} is too long`;
    throw badRequest(message, { [part.fieldname]: message });
  }
  return String(part.value);
}

/** A multipart form's text fields and its CV file, staged to a temporary file (null when none was sent). */
export type FieldsAndCv = { fields: Record<string, string>; cv: StagedFile | null };

/**
 * Reads a multipart form of text fields and at most one file, under `cv`, staged in `stagingDir`; any other file
 * is refused (400, naming it). With `isEmptyInputNoFile`, a file input left empty (no name, no bytes) is no file.
 */
export async function readFieldsAndCv(
  request: FastifyRequest,
  stagingDir: string,
  { isEmptyInputNoFile = false } = {},
): Promise<FieldsAndCv> {
  const fields: Record<string, string> = {};
  let cv: StagedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: FILE_RULES.cv.maxBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = fieldText(part);
      } else if (part.fieldname === 'cv' && !cv && isEmptyInputNoFile && part.filename === '') {
        part.file.resume();
      } else if (part.fieldname === 'cv' && !cv) {
        cv = await stageUpload(part, 'cv', stagingDir);
      } else {
        part.file.resume();
        throw badRequest(`${part.fieldname} is not a known file field`, {
          [part.fieldname]: 'Only one CV file, as cv',
        });
      }
    }
  } catch (error) {
    if (cv) await rm(cv.path, { force: true });
    throw error;
  }
  return { fields, cv };
}

/** Runs `work` on a form read; when it fails, the staged CV it did not keep is removed. */
export async function usingForm<Form extends { cv: StagedFile | null }, T>(
  form: Form,
  work: (form: Form) => Promise<T>,
): Promise<T> {
  try {
    return await work(form);
  } catch (error) {
    if (form.cv) await rm(form.cv.path, { force: true });
    throw error;
  }
}
