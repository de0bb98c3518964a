import type { FilePurpose } from '@hub/contract/enums';
import { bigint, customType, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every uploaded file. The id is the storageId handed to clients. Bytes live on disk (`DATA_DIR/files/<id>`)
 * or, with the database driver, in `data` so several processes on one PostgreSQL share them.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: varchar('purpose', { length: 20 }).notNull().$type<FilePurpose>(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    driver: varchar('driver', { length: 20 }).notNull().$type<'local' | 'database'>(),
    /** 'members': any signed-in member may read it (it is attached to visible content); 'private': owner and admins. */
    visibility: varchar('visibility', { length: 20 })
      .notNull()
      .default('private')
      .$type<'private' | 'members'>(),
    data: bytea('data'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
