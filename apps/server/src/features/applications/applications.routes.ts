import {
  APPLICATION_MESSAGES,
  applicationFieldsSchema,
  applicationOnFileSchema,
  applicationReceiptSchema,
} from '@hub/contract/applications/application.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { readRoute } from '../../lib/read-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/errors.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { cvFormRoute } from '../files/index.ts';
import type { Mail } from '../mail/index.ts';
import { submitApplication } from './applications.service.ts';
import { readApplicationOnFile, stageCvOnFile } from './cv-on-file.ts';

type Options = { db: Database; storage: FileStorage; stagingDir: string; mail: Mail };

/**
 * /api/applications: any signed-in member applies to an open job or internship, once, with a CV uploaded or the
 * one they have on file.
 */
export const applicationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, storage, stagingDir, mail },
) => {
  const tags = ['applications'];

  readRoute(app, '/on-file', {
    tags,
    summary: 'What the apply form starts from: my name, e-mail and phone, and the CV I have on file',
    response: applicationOnFileSchema,
    read: (request) => readApplicationOnFile(db, currentUser(request)),
  });

  cvFormRoute(
    app,
    '/',
    {
      tags,
      summary:
        'Apply (multipart: applicantName, applicantEmail, applicantPhone, coverLetter, jobId or internshipId, and the file `cv` or cvOnFile=true)',
      response: applicationReceiptSchema,
      stagingDir,
      schema: applicationFieldsSchema,
      notMultipart: { message: 'Send the application as multipart/form-data' },
    },
    async (input, cv, request) => {
      const applicant = currentUser(request);
      if (cv && input.cvOnFile)
        throw badRequest(APPLICATION_MESSAGES.cvAndCvOnFile, { cv: APPLICATION_MESSAGES.cvAndCvOnFile });
      const sent = input.cvOnFile ? await stageCvOnFile(db, storage, applicant, stagingDir) : cv;
      if (!sent) throw badRequest(APPLICATION_MESSAGES.cvRequired, { cv: APPLICATION_MESSAGES.cvRequired });
      return submitApplication(db, storage, input, sent, applicant, mail);
    },
  );
};
