import {
  applicationFieldsSchema,
  applicationReceiptSchema,
} from '@hub/contract/applications/application.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/errors.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { cvFormRoute } from '../files/multipart-fields.ts';
import type { Mail } from '../mail/mail.service.ts';
import { submitApplication } from './applications.service.ts';

type Options = { db: Database; storage: FileStorage; stagingDir: string; mail: Mail };

/** /api/applications: any signed-in member applies to an open job or internship with a CV. */
export const applicationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, storage, stagingDir, mail },
) => {
  app.addHook('onRequest', requireUser);

  cvFormRoute(
    app,
    '/',
    {
      tags: ['applications'],
      summary:
        'Apply (multipart: applicantName, applicantEmail, applicantPhone, coverLetter, jobId or internshipId, and the file `cv`)',
      response: applicationReceiptSchema,
      stagingDir,
      schema: applicationFieldsSchema,
      notMultipart: { message: 'Send the application as multipart/form-data' },
    },
    async (input, cv, request) => {
      if (!cv) throw badRequest('CV is required', { cv: 'CV is required' });
      return submitApplication(db, storage, input, cv, currentUser(request), mail);
    },
  );
};
