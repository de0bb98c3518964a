import {
  adminBenefitListQuerySchema,
  adminBenefitListSchema,
  adminBenefitSchema,
  createBenefitSchema,
  toggleBenefitSchema,
  updateBenefitSchema,
} from '@hub/contract/benefits/benefit.schema';
import { idParamsSchema, okSchema } from '@hub/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { actorOf, audited, recordAudit } from '../audit/audit.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  createBenefit,
  deleteBenefit,
  listAdminBenefits,
  toggleBenefit,
  updateBenefit,
} from './benefits.service.ts';

/** /api/admin/benefits: administrators only. */
export const benefitsAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['benefits (admin)'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every benefit, active or not, newest first',
        querystring: adminBenefitListQuerySchema,
        response: { 200: adminBenefitListSchema },
      },
    },
    async (request) => listAdminBenefits(db, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a benefit; images are uploaded first (POST /api/files?purpose=image)',
        body: createBenefitSchema,
        response: { 201: adminBenefitSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await audited(
          db,
          actorOf(request),
          (tx) => createBenefit(tx, request.body),
          (created) => ({
            action: 'benefit.create',
            targetType: 'benefit',
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
        summary: 'Change any subset of the fields; images left out of imageStorageIds are deleted',
        params: idParamsSchema,
        body: updateBenefitSchema,
        response: { 200: adminBenefitSchema },
      },
    },
    async (request) =>
      updateBenefit(db, storage, request.params.id, request.body, request.log, (tx, updated) =>
        recordAudit(tx, actorOf(request), {
          action: 'benefit.update',
          targetType: 'benefit',
          targetId: updated.id,
          details: { title: updated.title },
        }),
      ),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate, or show on or hide from the home page (one flag per call)',
        params: idParamsSchema,
        body: toggleBenefitSchema,
        response: { 200: adminBenefitSchema },
      },
    },
    async (request) =>
      audited(
        db,
        actorOf(request),
        (tx) => toggleBenefit(tx, request.params.id, request.body),
        (toggled) => ({
          action: 'benefit.toggle',
          targetType: 'benefit',
          targetId: toggled.id,
          details: { title: toggled.title, ...request.body },
        }),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a benefit and its image files',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteBenefit(db, storage, request.params.id, request.log, (tx, deleted) =>
        recordAudit(tx, actorOf(request), {
          action: 'benefit.delete',
          targetType: 'benefit',
          targetId: request.params.id,
          details: { title: deleted.title },
        }),
      );
      return { ok: true as const };
    },
  );
};
