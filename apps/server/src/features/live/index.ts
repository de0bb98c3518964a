import type { Database } from '../../db/client.ts';
import type { Feature } from '../../lib/feature.ts';
import { eventsRoutes, eventTicketRoutes } from './events.routes.ts';
import type { LiveStreams } from './live-streams.ts';

export { createLiveStreams, type LiveStreams } from './live-streams.ts';

/** Live updates: members take a ticket, and the ticket opens their stream of changes. */
export const liveFeature: Feature<{ db: Database; streams: LiveStreams }> = {
  public: (api, { db, streams }) => api.register(eventsRoutes, { prefix: '/events', db, streams }),
  member: (members, { db }) => members.register(eventTicketRoutes, { prefix: '/events', db }),
};
export { closeAllStreams } from './live-streams.ts';
