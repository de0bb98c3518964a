import { idParamsSchema, okSchema } from '@hub/contract/common';
import {
  adminJobInputSchema,
  adminJobListQuerySchema,
  adminJobListSchema,
  adminJobSchema,
  decideJobSchema,
  removedJobListQuerySchema,
  removeJobSchema,
} from '@hub/contract/jobs/job.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import { actorOf, audited, recordAudit } from '../audit/audit.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { Mail } from '../mail/mail.service.ts';
import {
  createApprovedJob,
  decideJob,
  deleteJobPermanently,
  listAdminJobs,
  listRemovedJobs,
  removeJob,
  restoreJob,
  updateJob,
} from './jobs.service.ts';

/** /api/admin/jobs: administrators only. */
export const jobsAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  mail: Mail;
}> = async (app, { db, storage, mail }) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['jobs (admin)'];

  app.get(
    '/',
    {
      config: { cache: { tables: ['jobs'], per: 'role' } },
      schema: {
        tags,
        summary: 'Every job not removed, newest first',
        querystring: adminJobListQuerySchema,
        response: { 200: adminJobListSchema },
      },
    },
    async (request) => listAdminJobs(db, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a job, approved and published at once',
        body: adminJobInputSchema,
        response: { 201: adminJobSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await audited(
          db,
          actorOf(request),
          (tx) => createApprovedJob(tx, request.body, currentUser(request)),
          (created) => ({
            action: 'job.create',
            targetType: 'job',
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
        summary: 'Edit a pending or approved job',
        params: idParamsSchema,
        body: adminJobInputSchema,
        response: { 200: adminJobSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => updateJob(tx, request.params.id, request.body),
        (updated) => ({
          action: 'job.update',
          targetType: 'job',
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
        summary: 'Approve or reject a pending job',
        params: idParamsSchema,
        body: decideJobSchema,
        response: { 200: adminJobSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => decideJob(tx, mail, request.params.id, request.body.status, request.body.reason ?? null),
        (decided) => ({
          action: request.body.status === 'approved' ? 'job.approve' : 'job.reject',
          targetType: 'job',
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
        summary: 'Move a job to Removed Items',
        params: idParamsSchema,
        body: removeJobSchema,
        response: { 200: adminJobSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => removeJob(tx, request.params.id, currentUser(request).email, request.body?.reason ?? null),
        (removed) => ({
          action: 'job.remove',
          targetType: 'job',
          targetId: removed.id,
          details: { title: removed.title, reason: request.body?.reason ?? null },
        }),
      ),
  );

  app.get(
    '/removed',
    {
      config: { cache: { tables: ['jobs'], per: 'role' } },
      schema: {
        tags,
        summary: 'Removed jobs, most recently removed first',
        querystring: removedJobListQuerySchema,
        response: { 200: adminJobListSchema },
      },
    },
    async (request) => listRemovedJobs(db, request.query),
  );

  app.post(
    '/:id/restore',
    {
      schema: {
        tags,
        summary: 'Bring a removed job back exactly as it was',
        params: idParamsSchema,
        response: { 200: adminJobSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => restoreJob(tx, request.params.id),
        (restored) => ({
          action: 'job.restore',
          targetType: 'job',
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
        summary: 'Delete a removed job for good, with its applications and their CV files',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteJobPermanently(db, storage, request.params.id, request.log, (tx, deleted) =>
        recordAudit(tx, actorOf(request), {
          action: 'job.delete',
          targetType: 'job',
          targetId: request.params.id,
          details: { title: deleted.title },
        }),
      );
      return { ok: true as const };
    },
  );
};
