import { rm } from 'node:fs/promises';
import {
  applicationFieldsSchema,
  applicationReceiptSchema,
} from '@hub/contract/applications/application.schema';
import { FILE_RULES } from '@hub/contract/files/file.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { badRequest, validationFailed } from '../../plugins/errors.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { type StagedFile, stageUpload } from '../files/files.service.ts';
import { fieldText } from '../files/multipart-fields.ts';
import type { Mail } from '../mail/mail.service.ts';
import { submitApplication } from './applications.service.ts';

type Options = { db: Database; storage: FileStorage; stagingDir: string; mail: Mail };

/** /api/applications: any signed-in member applies to an open job or internship with a CV. */
export const applicationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, storage, stagingDir, mail },
) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/',
    {
      schema: {
        tags: ['applications'],
        summary:
          'Apply (multipart: applicantName, applicantEmail, applicantPhone, coverLetter, jobId or internshipId, and the file `cv`)',
        consumes: ['multipart/form-data'],
        response: { 201: applicationReceiptSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the application as multipart/form-data');
      const fields: Record<string, string> = {};
      let cv: StagedFile | undefined;
      try {
        for await (const part of request.parts({ limits: { fileSize: FILE_RULES.cv.maxBytes } })) {
          if (part.type === 'field') {
            fields[part.fieldname] = fieldText(part);
          } else if (part.fieldname === 'cv' && !cv) {
            cv = await stageUpload(part, 'cv', stagingDir);
          } else {
            part.file.resume();
            throw badRequest(`${part.fieldname} is not a known file field`, {
              [part.fieldname]: 'Only one CV file, as cv',
            });
          }
        }
        const parsed = applicationFieldsSchema.safeParse(fields);
        if (!parsed.success) throw validationFailed(parsed.error.issues);
        if (!cv) throw badRequest('CV is required', { cv: 'CV is required' });
        const receipt = await submitApplication(db, storage, parsed.data, cv, currentUser(request), mail);
        return reply.status(201).send(receipt);
      } catch (error) {
        if (cv) await rm(cv.path, { force: true });
        throw error;
      }
    },
  );
};
