import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/**
 * One page of a table in the given order, with the exact number of rows that match: for the short lists of the
 * dashboard (the audit trail, the outbox, courses, trips, backups), whose totals are not capped as `listPage`'s
 * are (lib/list-page.ts, decision 051). The page and the count are two queries, run at once.
 */
export async function countedPage<Table extends PgTable>(
  db: Executor,
  table: Table,
  {
    where,
    orderBy,
    page,
    pageSize,
  }: { where?: SQL | undefined; orderBy: SQL[]; page: number; pageSize: number },
): Promise<{ rows: Array<Table['$inferSelect']>; total: number }> {
  // Drizzle cannot type a select from a table it is given generically; the rows are the table's.
  const from: PgTable = table;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(from).where(where),
  ]);
  return { rows: rows as Array<Table['$inferSelect']>, total: counted?.total ?? 0 };
}
