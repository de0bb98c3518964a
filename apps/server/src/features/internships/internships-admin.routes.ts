import { idParamsSchema, okSchema } from '@hub/contract/common';
import {
  adminInternshipListQuerySchema,
  adminInternshipListSchema,
  adminInternshipSchema,
  decideInternshipSchema,
  internshipInputSchema,
  removedInternshipListQuerySchema,
  removeInternshipSchema,
} from '@hub/contract/internships/internship.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import { actorOf, audited, recordAudit } from '../audit/audit.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { Mail } from '../mail/mail.service.ts';
import {
  createApprovedInternship,
  decideInternship,
  deleteInternshipPermanently,
  getAdminInternship,
  listAdminInternships,
  listRemovedInternships,
  removeInternship,
  restoreInternship,
  updateInternship,
} from './internships.service.ts';

/** /api/admin/internships: administrators only. */
export const internshipsAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  mail: Mail;
}> = async (app, { db, storage, mail }) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['internships (admin)'];

  app.get(
    '/',
    {
      config: { cache: { tables: ['internships'], per: 'role' } },
      schema: {
        tags,
        summary: 'Every internship not removed, newest first, with contact details',
        querystring: adminInternshipListQuerySchema,
        response: { 200: adminInternshipListSchema },
      },
    },
    async (request) => listAdminInternships(db, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One internship with its contact details, removed ones included',
        params: idParamsSchema,
        response: { 200: adminInternshipSchema },
      },
    },
    async (request) => getAdminInternship(db, request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create an internship, approved and published at once',
        body: internshipInputSchema,
        response: { 201: adminInternshipSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await audited(
          db,
          actorOf(request),
          (tx) => createApprovedInternship(tx, request.body, currentUser(request)),
          (created) => ({
            action: 'internship.create',
            targetType: 'internship',
            targetId: created.id,
            details: { title: created.title },
          }),
        ),
      ),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a pending or approved internship',
        params: idParamsSchema,
        body: internshipInputSchema,
        response: { 200: adminInternshipSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => updateInternship(tx, request.params.id, request.body),
        (updated) => ({
          action: 'internship.update',
          targetType: 'internship',
          targetId: updated.id,
          details: { title: updated.title },
        }),
      ),
  );

  app.patch(
    '/:id/decision',
    {
      schema: {
        tags,
        summary: 'Approve or reject a pending internship',
        params: idParamsSchema,
        body: decideInternshipSchema,
        response: { 200: adminInternshipSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) =>
          decideInternship(tx, mail, request.params.id, request.body.status, request.body.reason ?? null),
        (decided) => ({
          action: request.body.status === 'approved' ? 'internship.approve' : 'internship.reject',
          targetType: 'internship',
          targetId: decided.id,
          details: { title: decided.title, reason: request.body.reason ?? null },
        }),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Move an internship to Removed Items',
        params: idParamsSchema,
        body: removeInternshipSchema,
        response: { 200: adminInternshipSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) =>
          removeInternship(tx, request.params.id, currentUser(request).email, request.body?.reason ?? null),
        (removed) => ({
          action: 'internship.remove',
          targetType: 'internship',
          targetId: removed.id,
          details: { title: removed.title, reason: request.body?.reason ?? null },
        }),
      ),
  );

  app.get(
    '/removed',
    {
      config: { cache: { tables: ['internships'], per: 'role' } },
      schema: {
        tags,
        summary: 'Removed internships, most recently removed first',
        querystring: removedInternshipListQuerySchema,
        response: { 200: adminInternshipListSchema },
      },
    },
    async (request) => listRemovedInternships(db, request.query),
  );

  app.post(
    '/:id/restore',
    {
      schema: {
        tags,
        summary: 'Bring a removed internship back exactly as it was',
        params: idParamsSchema,
        response: { 200: adminInternshipSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => restoreInternship(tx, request.params.id),
        (restored) => ({
          action: 'internship.restore',
          targetType: 'internship',
          targetId: restored.id,
          details: { title: restored.title },
        }),
      ),
  );

  app.delete(
    '/:id/permanent',
    {
      schema: {
        tags,
        summary: 'Delete a removed internship for good, with its applications and their CV files',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteInternshipPermanently(db, storage, request.params.id, request.log, (tx, deleted) =>
        recordAudit(tx, actorOf(request), {
          action: 'internship.delete',
          targetType: 'internship',
          targetId: request.params.id,
          details: { title: deleted.title },
        }),
      );
      return { ok: true as const };
    },
  );
};
