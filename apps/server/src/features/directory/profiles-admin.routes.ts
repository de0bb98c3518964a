import { idParamsSchema, okSchema } from '@hub/contract/common';
import {
  adminProfileListQuerySchema,
  adminProfileListSchema,
  adminProfileSchema,
  createCorporateProfileSchema,
  profileVisibilitySchema,
  updateProfileSchema,
} from '@hub/contract/directory/profile.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { actorOf, audited, recordAudit } from '../audit/audit.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  createCorporateProfile,
  deleteProfile,
  listAllProfiles,
  setProfileVisibility,
  updateProfile,
} from './profiles.service.ts';

/** /api/admin/profiles: administrators only. Every profile of both kinds, hidden ones included. */
export const profilesAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['directory (admin)'];

  app.get(
    '/',
    {
      schema: { tags, querystring: adminProfileListQuerySchema, response: { 200: adminProfileListSchema } },
    },
    async (request) => listAllProfiles(db, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Create a corporate profile (upload the portfolio first with POST /api/files?purpose=portfolio)',
        body: createCorporateProfileSchema,
        response: { 201: adminProfileSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await audited(
          db,
          actorOf(request),
          (tx) => createCorporateProfile(tx, request.body),
          (created) => ({
            action: 'corporate.create',
            targetType: 'profile',
            targetId: created.id,
            details: { name: created.name },
          }),
        ),
      ),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a profile; portfolioStorageId null removes the file, a new id replaces it',
        params: idParamsSchema,
        body: updateProfileSchema,
        response: { 200: adminProfileSchema },
      },
    },
    async (request) =>
      updateProfile(db, storage, request.params.id, request.body, request.log, (tx, updated) =>
        recordAudit(tx, actorOf(request), {
          action: 'profile.update',
          targetType: 'profile',
          targetId: updated.id,
          details: { name: updated.name, kind: updated.kind },
        }),
      ),
  );

  app.patch(
    '/:id/visibility',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: profileVisibilitySchema,
        response: { 200: adminProfileSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => setProfileVisibility(tx, request.params.id, request.body.isVisible),
        (profile) => ({
          action: 'profile.visibility',
          targetType: 'profile',
          targetId: profile.id,
          details: { name: profile.name, kind: profile.kind, isVisible: profile.isVisible },
        }),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a profile and its file',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteProfile(db, storage, request.params.id, request.log, (tx, deleted) =>
        recordAudit(tx, actorOf(request), {
          action: 'profile.delete',
          targetType: 'profile',
          targetId: request.params.id,
          details: { name: deleted.name, kind: deleted.kind },
        }),
      );
      return { ok: true as const };
    },
  );
};
