import {
  adminBenefitListQuerySchema,
  adminBenefitListSchema,
  adminBenefitSchema,
  createBenefitSchema,
  toggleBenefitSchema,
  updateBenefitSchema,
} from '@hub/contract/benefits/benefit.schema';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import type { FileStorage } from '../../lib/file-change.ts';
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
  (routes, { storage }: { db: Database; storage: FileStorage }) =>
    routes.editable('/', {
      storage,
      schemas: {
        listQuery: adminBenefitListQuerySchema,
        list: adminBenefitListSchema,
        item: adminBenefitSchema,
        create: createBenefitSchema,
        update: updateBenefitSchema,
        patch: toggleBenefitSchema,
      },
      summaries: {
        list: 'Every benefit, active or not, newest first',
        create: 'Create a benefit; images are uploaded first (POST /api/files?purpose=image)',
        update: 'Change any subset of the fields; images left out of imageStorageIds are deleted',
        patch: 'Activate or deactivate, or show on or hide from the home page (one flag per call)',
        delete: 'Delete a benefit and its image files',
      },
      actions: {
        create: 'benefit.create',
        update: 'benefit.update',
        patch: 'benefit.toggle',
        delete: 'benefit.delete',
      },
      patchDetails: (toggled, toggle) => ({ title: toggled.title, ...toggle }),
      service: {
        list: listAdminBenefits,
        create: createBenefit,
        update: updateBenefit,
        patch: toggleBenefit,
        delete: deleteBenefit,
      },
    }),
);
