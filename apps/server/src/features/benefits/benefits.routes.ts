import { benefitListQuerySchema, benefitListSchema } from '@hub/contract/benefits/benefit.schema';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';

import { listBenefits } from './benefits.service.ts';

/** /api/benefits: what signed-in members see. Image files are shared with members when attached. */
export const benefitsRoutes = taggedPlugin(['benefits'], ({ read }, { db }: { db: Database }) =>
  read('/', {
    summary: 'Active benefits, newest first; homepage=true lists only those flagged for the home page',
    cache: { tables: ['benefits'], per: 'role' },
    querystring: benefitListQuerySchema,
    response: benefitListSchema,
    read: (request) => listBenefits(db, request.query),
  }),
);
