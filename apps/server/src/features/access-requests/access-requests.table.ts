import type { AccessRequestStatus } from '@hub/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns.ts';

export const accessRequests = pgTable(
  'access_requests',
  {
    id: idColumn(),
    fullName: varchar('full_name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    unitNumber: varchar('unit_number', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 50 }),
    status: varchar('status', { length: 20 }).notNull().default('pending').$type<AccessRequestStatus>(),
    decidedBy: varchar('decided_by', { length: 255 }),
    ...timestamps(),
  },
  (t) => [
    index('access_requests_status_created_idx').on(t.status, t.createdAt),
    // One open request per address: a second one is answered, not stored.
    uniqueIndex('access_requests_pending_email_key')
      .on(t.email)
      .where(sql`status = 'pending'`),
    check('access_requests_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);
