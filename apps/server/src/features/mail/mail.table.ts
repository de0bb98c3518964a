import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns.ts';

/**
 * Every mail the app sends, written in the transaction of the change that causes it and delivered by the job
 * queue. Kept after delivery so administrators can see what went out, and resend it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    kind: varchar('kind', { length: 40 }).notNull(),
    toEmail: varchar('to_email', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: varchar('status', { length: 10, enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The SMTP server's answer (or the connection error) of the last failed attempt. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('outbox_newest').on(t.createdAt.desc(), t.id.desc()),
    index('outbox_status_newest').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('outbox_kind_newest').on(t.kind, t.createdAt.desc()),
  ],
);

/** A person who turned a kind of mail off (in the app, or by the one-click link in a mail). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    email: varchar('email', { length: 255 }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);
