import { okSchema } from '@hub/contract/common';
import {
  downloadQuerySchema,
  FILE_IN_USE_MESSAGE,
  FILE_RULES,
  fileLinkResponseSchema,
  storageIdParamsSchema,
  uploadQuerySchema,
  uploadResponseSchema,
} from '@hub/contract/files/file.schema';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '@hub/contract/auth/auth.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../plugins/errors.ts';
import { fileLinkSecret, isValidFileToken, signedFileUrl } from './file-links.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import {
  canReadFile,
  deleteFile,
  discardStaged,
  findFile,
  saveStaged,
  sendStoredFile,
  unclaimedBytes,
} from './files.service.ts';
import { stageFormFile } from './multipart-fields.ts';
import { uploadQuotaMessage } from './upload-limits.ts';
import { SERVER_MESSAGES } from '@hub/contract/messages';

type Options = {
  db: Database;
  storage: FileStorage;
  stagingDir: string;
  /** Bytes of unattached uploads one account may have waiting (UPLOAD_QUOTA_MB). */
  quotaBytes: number;
};

/** Residents may upload CVs; the other purposes (images, documents, portfolios) are for administrators. */
const RESIDENT_PURPOSES = new Set(['cv']);

const LINK_EXPIRED = 'This download link is invalid or has expired. Open the file again from the app.';

const tags = ['files'];
type StoredFile = NonNullable<Awaited<ReturnType<typeof findFile>>>;

/** The file, if the signed-in member may have it; a file that exists but is not theirs is a 404 as well. */
async function readableFile(
  db: Database,
  request: FastifyRequest,
  storageId: string,
  mayHave: (user: SessionUser, file: StoredFile) => boolean,
) {
  const file = await findFile(db, storageId);
  if (!file || !mayHave(currentUser(request), file)) throw notFound('File not found.');
  return file;
}

/** /api/files, behind requireUser: upload stored files, sign download links, delete unused files. */
export const filesMemberRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, storage, stagingDir, quotaBytes },
) => {
  const overQuota = () => {
    const message = uploadQuotaMessage(Math.round(quotaBytes / (1024 * 1024)));
    return new AppError(413, 'QUOTA_EXCEEDED', message, { file: message });
  };
  // Made once at start, so the first link of every process signs with the same key.
  await fileLinkSecret(db);

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
        throw new AppError(403, 'FORBIDDEN', SERVER_MESSAGES.uploadForAdminsOnly);
      if (!request.isMultipart())
        throw badRequest('Send the file as multipart/form-data', { file: 'A file is required' });
      // Refused before a byte is read when the account's waiting uploads already fill its quota.
      if ((await unclaimedBytes(db, user.id)) >= quotaBytes) throw overQuota();
      const part = await request.file({ limits: { fileSize: FILE_RULES[purpose].maxBytes } });
      if (!part) throw badRequest('A file is required', { file: 'A file is required' });
      const staged = await stageFormFile(part, purpose, stagingDir);
      try {
        // Not attached to anything yet: unless a feature claims it within a day, the sweep removes it.
        await db.transaction(async (tx) => {
          // One upload per account at a time past this point, so two at once cannot both fit under the quota.
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`upload-quota:${user.id}`}))`);
          if ((await unclaimedBytes(tx, user.id)) + staged.size > quotaBytes) throw overQuota();
          await saveStaged(tx, storage, staged, user.id, { isClaimed: false });
        });
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

  app.post(
    '/:storageId/link',
    {
      schema: {
        tags,
        summary: 'A download link that works without a session for 5 minutes (same readers as GET)',
        params: storageIdParamsSchema,
        response: { 200: fileLinkResponseSchema },
      },
    },
    async (request) => {
      const file = await readableFile(db, request, request.params.storageId, canReadFile);
      return { url: await signedFileUrl(db, file.id) };
    },
  );

  app.delete(
    '/:storageId',
    {
      schema: {
        tags,
        summary: 'Delete a file (its owner or an administrator) that nothing uses yet',
        params: storageIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const file = await readableFile(
        db,
        request,
        request.params.storageId,
        (user, found) => user.role === 'admin' || found.ownerId === user.id,
      );
      // Attached files go when the content they belong to is changed or deleted, never on their own.
      if (file.claimedAt) throw conflict(FILE_IN_USE_MESSAGE);
      await deleteFile(db, storage, file.id);
      return { ok: true as const };
    },
  );
};

/** /api/files/:storageId, for anybody: a download, with a session or with the token of a signed link. */
export const fileDownloadRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/:storageId',
    {
      schema: {
        tags,
        summary: 'Download a file as an attachment (with a session, or with the token of a signed link)',
        params: storageIdParamsSchema,
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { storageId } = request.params;
      const { token } = request.query;
      if (token !== undefined) {
        if (!(await isValidFileToken(db, storageId, token))) throw unauthorized(LINK_EXPIRED);
        const file = await findFile(db, storageId);
        if (!file) throw notFound('File not found.');
        return sendStoredFile(reply, db, storage, file);
      }
      return sendStoredFile(reply, db, storage, await readableFile(db, request, storageId, canReadFile));
    },
  );
};
