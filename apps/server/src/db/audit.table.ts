import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';

/**
 * The audit trail: who did what to what, when and from where. Written in the transaction of the change it
 * records; never edited. No foreign keys: the trail outlives the accounts and rows it names. Not in backups, so a
 * restore never rewinds it (features/backup/backup.service.ts); pruned after AUDIT_RETENTION_DAYS.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: idColumn(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: varchar('actor_email', { length: 255 }),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 40 }),
    targetId: varchar('target_id', { length: 100 }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    clientAddress: varchar('client_address', { length: 64 }),
  },
  (t) => [
    // The list's order (newest first); the common filters narrow within it.
    index('audit_events_newest').on(t.at.desc(), t.id.desc()),
    index('audit_events_action_newest').on(t.action, t.at.desc(), t.id.desc()),
    index('audit_events_actor_newest').on(t.actorEmail, t.at.desc(), t.id.desc()),
    index('audit_events_target_newest').on(t.targetType, t.targetId, t.at.desc()),
  ],
);
