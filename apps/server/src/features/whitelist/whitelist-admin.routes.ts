import { idParamsSchema } from '@hub/contract/common';
import {
  addedWhitelistEntrySchema,
  addWhitelistEmailSchema,
  updateWhitelistEntrySchema,
  whitelistEntrySchema,
  whitelistImportRequestSchema,
  whitelistImportResultSchema,
  whitelistListQuerySchema,
  whitelistListSchema,
} from '@hub/contract/whitelist/whitelist.schema';
import { endedSessionsSchema } from '@hub/contract/auth/auth.schema';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import { currentUser } from '../../plugins/auth.ts';
import { endSessionsOfEmail } from '../auth/index.ts';
import { actorOf, audited } from '../../lib/audit-trail.ts';
import {
  addToWhitelist,
  exportWhitelistCsv,
  findWhitelistEntry,
  listWhitelist,
  removeFromWhitelist,
  updateWhitelistEntry,
} from './whitelist.service.ts';
import { importWhitelist } from './whitelist-import.ts';
import { type Invites, inviteStatesOf, issueInvite } from '../invites/index.ts';

const tags = ['whitelist (admin)'];

/** /api/admin/whitelist: administrators only. */
export const whitelistAdminRoutes = adminPlugin(
  { tags, targetType: 'whitelist', describe: detailsOf('email') },
  (routes, { db, invites }: { db: Database; invites: Invites }, app) => {
    routes.list('/', {
      cache: { tables: ['email_whitelist'], per: 'role' },
      querystring: whitelistListQuerySchema,
      response: whitelistListSchema,
      read: async (request) => {
        const list = await listWhitelist(db, request.query);
        if (!invites.isOn) return list;
        // Issuing or using an invite touches its entry, so the cached list (keyed on email_whitelist) stays true.
        const states = await inviteStatesOf(
          db,
          list.items.map((entry) => entry.id),
        );
        return {
          ...list,
          items: list.items.map((entry) => ({ ...entry, invite: states.get(entry.id) ?? null })),
        };
      },
    });

    // In invite mode the entry's first invite link is made in the same transaction (and its own audit event).
    routes.change('POST', '/', {
      body: addWhitelistEmailSchema,
      response: addedWhitelistEntrySchema,
      status: 201,
      action: 'whitelist.add',
      run: async (tx, request) => {
        const entry = await addToWhitelist(tx, request.body.email, currentUser(request).email);
        if (!invites.isOn) return entry;
        return { ...entry, issuedInvite: await issueInvite(tx, invites, entry.id, actorOf(request)) };
      },
    });

    app.post(
      '/import',
      {
        bodyLimit: 6 * 1024 * 1024,
        schema: {
          tags,
          summary: 'Import CSV (columns email, name, unit, phone); dryRun previews and changes nothing',
          body: whitelistImportRequestSchema,
          response: { 200: whitelistImportResultSchema },
        },
      },
      async (request) =>
        request.body.dryRun
          ? importWhitelist(db, request.body, currentUser(request).email)
          : audited(
              db,
              actorOf(request),
              (tx) => importWhitelist(tx, request.body, currentUser(request).email),
              (result) => ({
                action: 'whitelist.import',
                details: { rows: result.rows, added: result.added },
              }),
            ),
    );

    app.get(
      '/export',
      {
        schema: {
          tags,
          summary: 'The whitelist (matching the search) as CSV',
          querystring: whitelistListQuerySchema.pick({ search: true }),
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="whitelist.csv"')
          .send(await exportWhitelistCsv(db, request.query.search)),
    );

    routes.change('PUT', '/:id', {
      params: idParamsSchema,
      body: updateWhitelistEntrySchema,
      response: whitelistEntrySchema,
      action: 'whitelist.edit',
      details: (entry) => ({ email: entry.email, isActive: entry.isActive }),
      run: (tx, request) => updateWhitelistEntry(tx, request.params.id, request.body),
    });

    app.post(
      '/:id/end-sessions',
      {
        schema: {
          tags,
          summary: "End the member's sessions (signs them out everywhere)",
          params: idParamsSchema,
          response: { 200: endedSessionsSchema },
        },
      },
      async (request) => {
        const entry = await findWhitelistEntry(db, request.params.id);
        return audited(
          db,
          actorOf(request),
          (tx) => endSessionsOfEmail(tx, entry.email),
          (result) => ({
            action: 'sessions.end-member',
            targetType: 'whitelist',
            targetId: entry.id,
            details: { email: entry.email, ...result },
          }),
        );
      },
    );

    routes.delete('/:id', {
      params: idParamsSchema,
      action: 'whitelist.remove',
      run: async (tx, request) => ({ email: await removeFromWhitelist(tx, request.params.id) }),
    });
  },
);
