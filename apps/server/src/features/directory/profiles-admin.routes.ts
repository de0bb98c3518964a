import { idParamsSchema } from '@hub/contract/common';
import {
  adminProfileListQuerySchema,
  adminProfileListSchema,
  adminProfileSchema,
  createCorporateProfileSchema,
  profileVisibilitySchema,
  updateProfileSchema,
} from '@hub/contract/directory/profile.schema';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import {
  createCorporateProfile,
  deleteProfile,
  listAllProfiles,
  setProfileVisibility,
  updateProfile,
} from './profiles.service.ts';

/** /api/admin/profiles: administrators only. Every profile of both kinds, hidden ones included. */
export const profilesAdminRoutes = adminPlugin(
  { tags: ['directory (admin)'], targetType: 'profile', describe: detailsOf('name', 'kind') },
  (routes, { db, storage }: { db: Database; storage: FileStorage }) => {
    routes.list('/', {
      querystring: adminProfileListQuerySchema,
      response: adminProfileListSchema,
      read: (request) => listAllProfiles(db, request.query),
    });

    routes.change('POST', '/', {
      summary:
        'Create a corporate profile (upload the portfolio first with POST /api/files?purpose=portfolio)',
      body: createCorporateProfileSchema,
      response: adminProfileSchema,
      status: 201,
      action: 'corporate.create',
      details: (created) => ({ name: created.name }),
      run: (tx, request) => createCorporateProfile(tx, request.body),
    });

    routes.change('PUT', '/:id', {
      summary: 'Edit a profile; portfolioStorageId null removes the file, a new id replaces it',
      params: idParamsSchema,
      body: updateProfileSchema,
      response: adminProfileSchema,
      action: 'profile.update',
      runOwnTransaction: (request, audit) =>
        updateProfile({ db, storage, log: request.log }, request.params.id, request.body, audit),
    });

    routes.change('PATCH', '/:id/visibility', {
      params: idParamsSchema,
      body: profileVisibilitySchema,
      response: adminProfileSchema,
      action: 'profile.visibility',
      details: (profile) => ({ name: profile.name, kind: profile.kind, isVisible: profile.isVisible }),
      run: (tx, request) => setProfileVisibility(tx, request.params.id, request.body.isVisible),
    });

    routes.delete('/:id', {
      summary: 'Delete a profile and its file',
      params: idParamsSchema,
      action: 'profile.delete',
      runOwnTransaction: (request, audit) =>
        deleteProfile({ db, storage, log: request.log }, request.params.id, audit),
    });
  },
);
