import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A full-text search vector, filled by PostgreSQL (generated columns). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Bytes kept in the database in pieces, in `seq` order, each piece a row of its owner (a file, an archive) and
 * deleted with it: one row is at most a piece, so no query holds a whole file in memory.
 */
export function chunksTable<Owner extends string>(name: string, owner: Owner, ownerId: () => AnyPgColumn) {
  const snakeCased = owner.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const ownerColumn = uuid(snakeCased).notNull().references(ownerId, { onDelete: 'cascade' });
  const columns = { [owner]: ownerColumn } as Record<Owner, typeof ownerColumn>;
  return pgTable(name, { ...columns, seq: integer('seq').notNull(), data: bytea('data').notNull() }, (t) => [
    primaryKey({ columns: [t[owner], t.seq] }),
  ]);
}
