import { z } from 'zod';
import { liveKinds, liveReasons } from './live-events.ts';

export const liveEventSchema = z.object({
  kind: z.enum(liveKinds),
  id: z.uuid().optional(),
  reason: z.enum(liveReasons),
  /** Only on `own` events: the new status of the reader's own post or application. */
  status: z.string().max(20).optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const streamTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export type StreamTicket = z.infer<typeof streamTicketSchema>;

/** The admin tabs' badges: items waiting for a decision. */
export const pendingCountsSchema = z.object({
  jobs: z.number().int(),
  internships: z.number().int(),
  accessRequests: z.number().int(),
});
export type PendingCounts = z.infer<typeof pendingCountsSchema>;
