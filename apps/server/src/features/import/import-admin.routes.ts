import {
  IMPORT_MESSAGES,
  importAnalysisSchema,
  importRunRequestSchema,
  importRunSchema,
  importUploadParamsSchema,
} from '@hub/contract/import/import.schema';
import { idParamsSchema } from '@hub/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/audit-trail.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { currentUser } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/errors.ts';
import { type BackupPlace, createBackup } from '../backup/index.ts';
import { analyseExport, readImportRun, reportCsv, runImport } from './import.service.ts';
import { findUpload, receiveExport } from './import-uploads.ts';

type Options = {
  db: Database;
  storage: FileStorage;
  stagingDir: string;
  place: BackupPlace;
  importsDir: string;
};

/** What an export upload may weigh: as much as a backup. */
const MAX_EXPORT_BYTES = 2 * 1024 * 1024 * 1024;

/**
 * /api/admin/import: upload the original app's export (answered with the tables found and what each looks like),
 * run it as a dry run or for real with the confirmed mapping, and download a run's report as CSV.
 */
export const importAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, storage, stagingDir, place, importsDir },
) => {
  const tags = ['import (admin)'];

  app.post(
    '/uploads',
    {
      schema: {
        tags,
        summary: 'Upload an export ZIP (multipart, file field "archive"); answers the tables found',
        consumes: ['multipart/form-data'],
        response: { 201: importAnalysisSchema },
      },
    },
    async (request, reply) => {
      const part = request.isMultipart()
        ? await request.file({ limits: { fileSize: MAX_EXPORT_BYTES } })
        : null;
      if (!part)
        throw badRequest(IMPORT_MESSAGES.archiveRequired, { archive: IMPORT_MESSAGES.archiveRequired });
      const uploadId = await receiveExport(importsDir, {
        stream: part.file,
        fileName: part.filename,
        isTruncated: () => part.file.truncated,
      });
      const { dir, fileName } = await findUpload(importsDir, uploadId);
      return reply.status(201).send({ uploadId, fileName, ...(await analyseExport(dir)) });
    },
  );

  app.post(
    '/uploads/:uploadId/run',
    {
      schema: {
        tags,
        summary: 'Import an uploaded export with the mapping given (dryRun: check everything, keep nothing)',
        params: importUploadParamsSchema,
        body: importRunRequestSchema,
        response: { 200: importRunSchema },
      },
    },
    async (request) => {
      const { dir, fileName } = await findUpload(importsDir, request.params.uploadId);
      const madeBy = currentUser(request).email;
      return runImport({ db, storage, stagingDir, log: request.log }, dir, {
        mapping: request.body.mapping,
        isDryRun: request.body.dryRun,
        fileName,
        actor: actorOf(request),
        backUp: async () => (await createBackup(db, storage, place, `${madeBy} (before import)`)).fileName,
      });
    },
  );

  app.get(
    '/runs/:id/report.csv',
    { schema: { tags, summary: "A run's report as CSV", params: idParamsSchema } },
    async (request, reply) => {
      const run = await readImportRun(db, request.params.id);
      const day = run.createdAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-report-${day}.csv"`)
        .send(reportCsv(run.report));
    },
  );
};
