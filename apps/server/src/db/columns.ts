import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The id and timestamp columns every table has. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

/** Raw bytes (file and archive chunks). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A full-text search vector, filled by PostgreSQL (generated columns). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
