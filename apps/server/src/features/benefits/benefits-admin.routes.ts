import {
  adminBenefitListQuerySchema,
  adminBenefitListSchema,
  adminBenefitSchema,
  createBenefitSchema,
  toggleBenefitSchema,
  updateBenefitSchema,
} from '@hub/contract/benefits/benefit.schema';
import { idParamsSchema } from '@hub/contract/common';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  createBenefit,
  deleteBenefit,
  listAdminBenefits,
  toggleBenefit,
  updateBenefit,
} from './benefits.service.ts';

/** /api/admin/benefits: administrators only. */
export const benefitsAdminRoutes = adminPlugin(
  { tags: ['benefits (admin)'], targetType: 'benefit', describe: detailsOf('title') },
  (routes, { db, storage }: { db: Database; storage: FileStorage }) => {
    routes.list('/', {
      summary: 'Every benefit, active or not, newest first',
      querystring: adminBenefitListQuerySchema,
      response: adminBenefitListSchema,
      read: (request) => listAdminBenefits(db, request.query),
    });

    routes.change('POST', '/', {
      summary: 'Create a benefit; images are uploaded first (POST /api/files?purpose=image)',
      body: createBenefitSchema,
      response: adminBenefitSchema,
      status: 201,
      action: 'benefit.create',
      run: (tx, request) => createBenefit(tx, request.body),
    });

    routes.change('PUT', '/:id', {
      summary: 'Change any subset of the fields; images left out of imageStorageIds are deleted',
      params: idParamsSchema,
      body: updateBenefitSchema,
      response: adminBenefitSchema,
      action: 'benefit.update',
      runOwnTransaction: (request, audit) =>
        updateBenefit(db, storage, request.params.id, request.body, request.log, audit),
    });

    routes.change('PATCH', '/:id', {
      summary: 'Activate or deactivate, or show on or hide from the home page (one flag per call)',
      params: idParamsSchema,
      body: toggleBenefitSchema,
      response: adminBenefitSchema,
      action: 'benefit.toggle',
      details: (toggled, request) => ({ title: toggled.title, ...request.body }),
      run: (tx, request) => toggleBenefit(tx, request.params.id, request.body),
    });

    routes.delete('/:id', {
      summary: 'Delete a benefit and its image files',
      params: idParamsSchema,
      action: 'benefit.delete',
      runOwnTransaction: (request, audit) =>
        deleteBenefit(db, storage, request.params.id, request.log, audit),
    });
  },
);
