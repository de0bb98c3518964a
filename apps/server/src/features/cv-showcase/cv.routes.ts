import { idParamsSchema } from '@hub/contract/common';
import {
  CV_MESSAGES,
  cvEditFieldsSchema,
  cvEntrySchema,
  cvListQuerySchema,
  cvShowcaseSchema,
  cvUploadFieldsSchema,
  ownCvSchema,
} from '@hub/contract/cv-showcase/cv.schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/errors.ts';
import { actorOf, recordAudit } from '../../lib/audit-trail.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { cvFormRoute, formInput, readFieldsAndCv, usingForm } from '../files/index.ts';
import { createCv, getCv, getOwnCv, listShowcase, updateCv } from './cv.service.ts';

type Options = { db: Database; storage: FileStorage; stagingDir: string };

const FIELDS_SUMMARY =
  'name, email, phone, title, section (Other with customSector), bio, skills (comma-separated), experience, education, yearsOfExperience, linkedinUrl';

/** Reads a multipart CV form: text fields, and at most one file under `cv` (an empty file input is none). */
const readCvForm = (request: FastifyRequest, stagingDir: string) =>
  readFieldsAndCv(request, stagingDir, { isEmptyInputNoFile: true });

/** /api/cvs: the CV showcase for every signed-in member; owners (by e-mail) and admins edit. */
export const cvRoutes = taggedPlugin(
  ['cv showcase'],
  ({ read, tags }, { db, storage, stagingDir }: Options, app) => {
    read('/', {
      summary: 'CVs newest first, with how many match the search in each section',
      cache: { tables: ['cv_entries'], per: 'member' },
      querystring: cvListQuerySchema,
      response: cvShowcaseSchema,
      read: (request) => listShowcase(db, request.query, currentUser(request)),
    });

    read('/mine', {
      summary: "The signed-in member's own CV, or null (what /cv-upload opens for editing)",
      cache: { tables: ['cv_entries'], per: 'member' },
      response: ownCvSchema,
      read: (request) => getOwnCv(db, currentUser(request)),
    });

    read('/:id', {
      params: idParamsSchema,
      response: cvEntrySchema,
      read: (request) => getCv(db, request.params.id, currentUser(request)),
    });

    cvFormRoute(
      app,
      '/',
      {
        tags,
        summary: `Upload a CV (multipart: ${FIELDS_SUMMARY}, and the file \`cv\`: pdf, doc or docx); one per member, 409 for a second`,
        response: cvEntrySchema,
        stagingDir,
        schema: cvUploadFieldsSchema,
        notMultipart: {
          message: 'Send the CV as multipart/form-data',
          fields: { cv: CV_MESSAGES.fileRequired },
        },
        isEmptyInputNoFile: true,
      },
      async (input, cv, request) => {
        if (!cv) throw badRequest(CV_MESSAGES.fileRequired, { cv: CV_MESSAGES.fileRequired });
        return createCv(db, storage, input, cv, currentUser(request), request.log);
      },
    );

    app.put(
      '/:id',
      {
        schema: {
          tags,
          summary: `Edit a CV, its owner or an administrator (multipart: ${FIELDS_SUMMARY}, optionally a new file \`cv\`; or the same fields as JSON)`,
          params: idParamsSchema,
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: cvEntrySchema },
        },
      },
      async (request) => {
        const form = request.isMultipart()
          ? await readCvForm(request, stagingDir)
          : { fields: request.body ?? {}, cv: null };
        return usingForm(form, async ({ fields, cv }) => {
          const input = formInput(cvEditFieldsSchema, fields);
          const user = currentUser(request);
          // An administrator editing a member's CV is an administrator's change: it goes in the audit trail.
          return await updateCv(
            db,
            storage,
            request.params.id,
            input,
            cv,
            user,
            request.log,
            user.role === 'admin'
              ? (tx, updated) =>
                  recordAudit(tx, actorOf(request), {
                    action: 'cv.update',
                    targetType: 'cv',
                    targetId: updated.id,
                    details: { name: updated.name, title: updated.title },
                  })
              : undefined,
          );
        });
      },
    );
  },
);
