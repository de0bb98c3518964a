import { idParamsSchema, okSchema } from '@hub/contract/common';
import {
  joinCommunitySchema,
  ownerProfileUpdateSchema,
  profileListQuerySchema,
  profileListSchema,
  profileSchema,
} from '@hub/contract/directory/profile.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { badRequest, validationFailed } from '../../plugins/errors.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { readFieldsAndCv, usingForm } from '../files/multipart-fields.ts';
import { deleteOwnProfile, joinCommunity, listDirectory, updateOwnProfile } from './profiles.service.ts';

type Options = { db: Database; storage: FileStorage; stagingDir: string };

/**
 * /api/profiles: the directory for signed-in members. They see visible profiles only, join as a professional,
 * and edit or delete only profiles whose contact is their own e-mail (anything else answers 404).
 */
export const profilesRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, storage, stagingDir }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['directory'];

  app.get(
    '/',
    {
      config: { cache: { tables: ['profiles'], per: 'member' } },
      schema: {
        tags,
        summary:
          'Visible profiles of one kind, newest first, with the number of each kind matching the search',
        querystring: profileListQuerySchema,
        response: { 200: profileListSchema },
      },
    },
    async (request) => listDirectory(db, request.query, currentUser(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Join the professional community (multipart: name, email, title, company, phone, industry, bio, howCanYouSupport, skills, linkedinUrl and an optional file `cv`)',
        consumes: ['multipart/form-data'],
        response: { 201: profileSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the profile as multipart/form-data');
      return usingForm(await readFieldsAndCv(request, stagingDir), async ({ fields, cv }) => {
        const parsed = joinCommunitySchema.safeParse(fields);
        if (!parsed.success) throw validationFailed(parsed.error.issues);
        const profile = await joinCommunity(db, storage, parsed.data, cv ?? undefined, currentUser(request));
        return reply.status(201).send(profile);
      });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit your own profile',
        params: idParamsSchema,
        body: ownerProfileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => updateOwnProfile(db, request.params.id, currentUser(request), request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete your own profile and its file',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteOwnProfile({ db, storage, log: request.log }, request.params.id, currentUser(request));
      return { ok: true as const };
    },
  );
};
