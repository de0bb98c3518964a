import { okSchema } from '@hub/contract/common';
import {
  FILE_RULES,
  storageIdParamsSchema,
  uploadQuerySchema,
  uploadResponseSchema,
} from '@hub/contract/files/file.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { AppError, badRequest, notFound } from '../../plugins/errors.ts';
import type { FileStorage } from './file-storage.ts';
import {
  canReadFile,
  deleteFile,
  discardStaged,
  findFile,
  saveStaged,
  sendStoredFile,
  stageUpload,
} from './files.service.ts';

type Options = { db: Database; storage: FileStorage; stagingDir: string };

/** Residents may upload CVs; the other purposes (images, documents, portfolios) are for administrators. */
const RESIDENT_PURPOSES = new Set(['cv']);

/** /api/files: upload, download and delete stored files. */
export const filesRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, storage, stagingDir }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['files'];

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Upload one file (multipart, field "file") for a purpose',
        querystring: uploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { purpose } = request.query;
      if (!RESIDENT_PURPOSES.has(purpose) && user.role !== 'admin')
        throw new AppError(403, 'FORBIDDEN', 'Only administrators may upload this kind of file.');
      if (!request.isMultipart())
        throw badRequest('Send the file as multipart/form-data', { file: 'A file is required' });
      const part = await request.file({ limits: { fileSize: FILE_RULES[purpose].maxBytes } });
      if (!part) throw badRequest('A file is required', { file: 'A file is required' });
      const staged = await stageUpload(part, purpose, stagingDir);
      try {
        await db.transaction((tx) => saveStaged(tx, storage, staged, user.id));
      } catch (error) {
        await discardStaged(db, storage, staged);
        throw error;
      }
      return reply.status(201).send({
        storageId: staged.id,
        fileName: staged.originalName,
        size: staged.size,
        contentType: staged.contentType,
      });
    },
  );

  app.get(
    '/:storageId',
    { schema: { tags, summary: 'Download a file as an attachment', params: storageIdParamsSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const file = await findFile(db, request.params.storageId);
      // A file that exists but is not yours answers 404, like one that does not exist.
      if (!file || !canReadFile(user, file)) throw notFound('File not found.');
      return sendStoredFile(reply, db, storage, file);
    },
  );

  app.delete(
    '/:storageId',
    {
      schema: {
        tags,
        summary: 'Delete a file (its owner or an administrator)',
        params: storageIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const file = await findFile(db, request.params.storageId);
      if (!file || (user.role !== 'admin' && file.ownerId !== user.id)) throw notFound('File not found.');
      await deleteFile(db, storage, file.id);
      return { ok: true as const };
    },
  );
};
