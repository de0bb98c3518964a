import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  backupListQuerySchema,
  backupListSchema,
  backupSchema,
  backupSettingsResponseSchema,
  backupSettingsSchema,
  restoreResultSchema,
} from '@hub/contract/backup/backup.schema';
import { idParamsSchema, okSchema } from '@hub/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/errors.ts';
import { actorOf, audited, recordAudit } from '../../lib/audit-trail.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import {
  type BackupPlace,
  createBackup,
  deleteBackup,
  listBackups,
  readBackup,
  readSettings,
  restoreBackup,
  saveSettings,
} from './backup.service.ts';

/** `stagingDir` is not used: restores work beside the backups (see the restore route). */
type Options = { db: Database; storage: FileStorage; place: BackupPlace; stagingDir?: string };

const MAX_ARCHIVE_BYTES = 2 * 1024 * 1024 * 1024;

/** /api/admin/backups: create, list, download, delete and restore archives; the schedule. */
export const backupAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, storage, place }) => {
  const tags = ['backups (admin)'];

  app.get(
    '/',
    { schema: { tags, querystring: backupListQuerySchema, response: { 200: backupListSchema } } },
    async (request) => listBackups(db, request.query.page, request.query.pageSize),
  );

  app.post(
    '/',
    { schema: { tags, summary: 'Make a backup now', response: { 201: backupSchema } } },
    async (request, reply) => {
      const made = await createBackup(db, storage, place, currentUser(request).email, (tx, backup) =>
        recordAudit(tx, actorOf(request), {
          action: 'backup.create',
          targetType: 'backup',
          targetId: backup.id,
          details: { fileName: backup.fileName, size: backup.size },
        }),
      );
      return reply.status(201).send(made);
    },
  );

  app.get('/settings', { schema: { tags, response: { 200: backupSettingsResponseSchema } } }, async () =>
    readSettings(db),
  );

  app.put(
    '/settings',
    { schema: { tags, body: backupSettingsSchema, response: { 200: backupSettingsResponseSchema } } },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => saveSettings(tx, request.body),
        () => ({ action: 'backup.settings', targetType: 'backup-settings', details: request.body }),
      ),
  );

  app.post(
    '/restore',
    {
      schema: {
        tags,
        summary: 'Restore an archive (multipart, file field "archive"); replaces all data',
        consumes: ['multipart/form-data'],
        response: { 200: restoreResultSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw badRequest('Send the backup file as multipart/form-data', {
          archive: 'A backup file is required',
        });
      const part = await request.file({ limits: { fileSize: MAX_ARCHIVE_BYTES } });
      if (!part) throw badRequest('A backup file is required', { archive: 'A backup file is required' });
      // The upload streams to a temporary file; it is checked and restored from there, never held in memory.
      // It lives beside the backups, not among staged uploads, whose hourly sweep must not take it mid-restore.
      await mkdir(place.dir, { recursive: true, mode: 0o700 });
      const uploaded = join(place.dir, `.restore-upload-${randomUUID()}.tmp`);
      try {
        await pipeline(part.file, createWriteStream(uploaded, { mode: 0o600 }));
        if (part.file.truncated)
          throw badRequest('The backup file is too large', { archive: 'The backup file is too large' });
        return await restoreBackup(db, storage, place, uploaded, (tx, restored) =>
          recordAudit(tx, actorOf(request), {
            action: 'backup.restore',
            targetType: 'backup',
            details: { fileName: part.filename, files: restored.files, counts: restored.counts },
          }),
        );
      } finally {
        await rm(uploaded, { force: true });
      }
    },
  );

  app.get('/:id/download', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    const { fileName, size, stream } = await readBackup(db, place, request.params.id);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', String(size))
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  app.delete(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      // The event first, then the delete (which removes the archive's bytes last): both commit or neither.
      await db.transaction(async (tx) => {
        await recordAudit(tx, actorOf(request), {
          action: 'backup.delete',
          targetType: 'backup',
          targetId: request.params.id,
        });
        await deleteBackup(tx, place, request.params.id);
      });
      return { ok: true as const };
    },
  );
};
