import { randomBytes } from 'node:crypto';
import { streamTicketSchema } from '@hub/contract/live/live-event.schema';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { currentUser, hashToken } from '../../plugins/auth.ts';
import { unauthorized } from '../../plugins/errors.ts';
import { eventTickets } from './event-tickets.table.ts';
import { findStreamSession, type LiveStreams } from './live-streams.ts';

const TICKET_SECONDS = 60;

type Options = { db: Database; streams: LiveStreams };

/**
 * /api/events/ticket, behind requireUser: the single-use tickets that open a signed-in member's stream of changes
 * (server-sent events) from an EventSource, which cannot send the Authorization header (decision 050).
 */
export const eventTicketRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/ticket',
    {
      schema: {
        tags: ['live'],
        summary: 'A single-use ticket (60 seconds) that opens one event stream: GET /api/events?ticket=',
        response: { 200: streamTicketSchema },
      },
    },
    async (request) => {
      currentUser(request);
      const sessionTokenHash = request.sessionTokenHash;
      if (!sessionTokenHash) throw unauthorized();
      const ticket = randomBytes(32).toString('base64url');
      await db.delete(eventTickets).where(lt(eventTickets.expiresAt, sql`now()`));
      await db.insert(eventTickets).values({
        tokenHash: hashToken(ticket),
        sessionTokenHash,
        expiresAt: sql`now() + make_interval(secs => ${TICKET_SECONDS})`,
      });
      return { ticket, expiresInSeconds: TICKET_SECONDS };
    },
  );
};

/** /api/events, for anybody holding a ticket: the stream itself (the ticket is the proof). */
export const eventsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, streams }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['live'],
        summary:
          'Server-sent events: { kind, id?, reason, status? } per change the reader may know of; `resync` ' +
          'means refetch everything shown, `end` that the session ended. Signed in by bearer or ?ticket=.',
        querystring: z.object({ ticket: z.string().min(1).max(200).optional() }).strict(),
      },
    },
    async (request, reply) => {
      let sessionTokenHash = request.user ? request.sessionTokenHash : null;
      if (!sessionTokenHash && request.query.ticket) {
        const [used] = await db
          .delete(eventTickets)
          .where(
            and(
              eq(eventTickets.tokenHash, hashToken(request.query.ticket)),
              gt(eventTickets.expiresAt, sql`now()`),
            ),
          )
          .returning({ sessionTokenHash: eventTickets.sessionTokenHash });
        sessionTokenHash = used?.sessionTokenHash ?? null;
      }
      const session = sessionTokenHash ? await findStreamSession(db, sessionTokenHash) : null;
      if (!session) throw unauthorized();

      // From here the connection is ours, not Fastify's: no serializer, compression or timeout applies.
      reply.hijack();
      const socket = request.raw.socket;
      socket.setTimeout(0);
      socket.setNoDelay(true);
      socket.setKeepAlive(true);
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      // `retry` is EventSource's own reconnect delay; the web app manages reconnects itself (1 s to 16 s).
      reply.raw.write('retry: 1000\n\nevent: ready\ndata: {}\n\n');
      streams.open(reply.raw, session);
    },
  );
};
