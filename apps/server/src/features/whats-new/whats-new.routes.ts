import { whatsNewQuerySchema, whatsNewSchema } from '@hub/contract/whats-new/whats-new.schema';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';
import { readWhatsNew } from './whats-new.service.ts';

/** /api/whats-new: what was published since the member's last visit, for the home page. */
export const whatsNewRoutes = taggedPlugin(['home'], ({ read }, { db }: { db: Database }) =>
  read('/', {
    summary: 'Jobs, internships, benefits, courses and trainings published since a given time, newest first',
    querystring: whatsNewQuerySchema,
    response: whatsNewSchema,
    read: (request) => readWhatsNew(db, new Date(request.query.since)),
  }),
);
