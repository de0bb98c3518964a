import {
  applicationFieldsSchema,
  applicationReceiptSchema,
} from '@hub/contract/applications/application.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { badRequest, validationFailed } from '../../plugins/errors.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { readFieldsAndCv, usingForm } from '../files/multipart-fields.ts';
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
      return usingForm(await readFieldsAndCv(request, stagingDir), async ({ fields, cv }) => {
        const parsed = applicationFieldsSchema.safeParse(fields);
        if (!parsed.success) throw validationFailed(parsed.error.issues);
        if (!cv) throw badRequest('CV is required', { cv: 'CV is required' });
        const receipt = await submitApplication(db, storage, parsed.data, cv, currentUser(request), mail);
        return reply.status(201).send(receipt);
      });
    },
  );
};
