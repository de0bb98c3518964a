import { idParamsSchema, okSchema } from '@hub/contract/common';
import {
  joinCommunitySchema,
  ownerProfileUpdateSchema,
  ownProfileSchema,
  profileListQuerySchema,
  profileListSchema,
  profileSchema,
} from '@hub/contract/directory/profile.schema';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { cvFormRoute } from '../files/index.ts';
import {
  deleteOwnProfile,
  getOwnProfile,
  joinCommunity,
  listDirectory,
  updateOwnProfile,
} from './profiles.service.ts';

type Options = { db: Database; storage: FileStorage; stagingDir: string };

/**
 * /api/profiles: the directory for signed-in members. They see visible profiles only, join as a professional,
 * and edit or delete only profiles whose contact is their own e-mail (anything else answers 404).
 */
export const profilesRoutes = taggedPlugin(
  ['directory'],
  ({ read, tags }, { db, storage, stagingDir }: Options, app) => {
    read('/', {
      summary: 'Visible profiles of one kind, newest first, with the number of each kind matching the search',
      cache: { tables: ['profiles'], per: 'member' },
      querystring: profileListQuerySchema,
      response: profileListSchema,
      read: (request) => listDirectory(db, request.query, currentUser(request)),
    });

    read('/mine', {
      summary:
        "The signed-in member's own professional profile, or null (what /join-community opens for editing)",
      cache: { tables: ['profiles'], per: 'member' },
      response: ownProfileSchema,
      read: (request) => getOwnProfile(db, currentUser(request)),
    });

    cvFormRoute(
      app,
      '/',
      {
        tags,
        summary:
          'Join the professional community (multipart: name, email, title, company, phone, industry, bio, howCanYouSupport, skills, linkedinUrl and an optional file `cv`)',
        response: profileSchema,
        stagingDir,
        schema: joinCommunitySchema,
        notMultipart: { message: 'Send the profile as multipart/form-data' },
      },
      (input, cv, request) => joinCommunity(db, storage, input, cv ?? undefined, currentUser(request)),
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
  },
);
