import { rm } from 'node:fs/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FilePurpose } from '@hub/contract/enums';
import { FILE_RULES } from '@hub/contract/files/file.schema';
import { LIMITS } from '@hub/contract/limits';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Absent, registerRoute, type ZodApp } from '../../lib/read-route.ts';
import { badRequest, brokenForm, isBrokenMultipart, validationFailed } from '../../plugins/errors.ts';
import { nulMessage, shownFieldName } from '../../plugins/input-checks.ts';
import { type StagedFile, stageUpload } from './files.service.ts';

/**
 * The largest text field a multipart form may carry, in bytes: the longest text limit of the contract at 4 bytes
 * a character (UTF-8's widest), so any text the schemas accept fits.
 */
export const MULTIPART_FIELD_BYTES = 4 * Math.max(...Object.values(LIMITS));

/**
 * A multipart text field's value. A value cut at MULTIPART_FIELD_BYTES is refused (400, naming the field) rather
 * than saved shortened, and so is a NUL character in its name or value, which no text column can hold (the JSON
 * routes' check is in plugins/input-checks.ts).
 */
function fieldText(part: MultipartValue): string {
  const name = shownFieldName(part.fieldname);
  if (part.valueTruncated || part.fieldnameTruncated) {
    const message = `${name} is too long`;
    throw badRequest(message, { [name]: message });
  }
  const value = String(part.value);
  if (name !== part.fieldname || value.includes('\0'))
    throw badRequest(nulMessage(name), { [name]: nulMessage(name) });
  return value;
}

/**
 * Stages an uploaded file (stageUpload) from a multipart form; a form cut off while the file streams is a 400 on
 * the file's field, not a failure of ours.
 */
export async function stageFormFile(part: MultipartFile, purpose: FilePurpose, stagingDir: string) {
  try {
    return await stageUpload(part, purpose, stagingDir);
  } catch (error) {
    throw isBrokenMultipart(error) ? brokenForm(part.fieldname) : error;
  }
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
        cv = await stageFormFile(part, 'cv', stagingDir);
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

/** A form's text fields as `schema` reads them; what it refuses is a 400 naming the field. */
export function formInput<Schema extends z.ZodType>(schema: Schema, fields: unknown): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validationFailed(parsed.error.issues);
  return parsed.data;
}

/**
 * How a multipart form of text fields and a CV is read: where its CV is staged, the schema of its fields, what a
 * request that is not multipart is answered (its message, and the field it names) and whether an empty file input
 * is no file.
 */
type CvForm<Schema extends z.ZodType> = {
  stagingDir: string;
  schema: Schema;
  notMultipart: { message: string; fields?: Record<string, string> };
  isEmptyInputNoFile?: boolean;
};

/**
 * Reads a multipart form of text fields and a CV (anything else is refused as `notMultipart` says) and runs `work`
 * on its fields as `schema` reads them and its staged CV; when it fails, the staged CV it did not keep is removed.
 */
async function usingMultipartForm<Schema extends z.ZodType, T>(
  request: FastifyRequest,
  { stagingDir, schema, notMultipart, isEmptyInputNoFile }: CvForm<Schema>,
  work: (input: z.output<Schema>, cv: StagedFile | null) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest(notMultipart.message, notMultipart.fields);
  const form = await readFieldsAndCv(request, stagingDir, { isEmptyInputNoFile });
  return usingForm(form, ({ fields, cv }) => work(formInput(schema, fields), cv));
}

/**
 * A POST route that takes a multipart form of text fields and a CV (read as `usingMultipartForm` reads it) and
 * answers 201 with what `create` made of them.
 */
export function cvFormRoute<Schema extends z.ZodType, Response extends z.ZodType>(
  app: ZodApp,
  url: string,
  {
    tags,
    summary,
    response,
    ...form
  }: { tags: string[]; summary: string; response: Response } & CvForm<Schema>,
  create: (
    input: z.output<Schema>,
    cv: StagedFile | null,
    request: FastifyRequest,
  ) => Promise<z.input<Response>>,
) {
  registerRoute<Absent, Absent, Absent>(
    app,
    'POST',
    url,
    { tags, summary, consumes: ['multipart/form-data'], response: { 201: response } },
    async (request, reply) =>
      usingMultipartForm(request, form, async (input, cv) =>
        reply.status(201).send(await create(input, cv, request)),
      ),
  );
}
