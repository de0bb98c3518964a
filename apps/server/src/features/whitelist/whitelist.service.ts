import { MESSAGES } from '@hub/contract/messages';
import type {
  WhitelistEntry,
  WhitelistList,
  WhitelistListQuery,
} from '@hub/contract/whitelist/whitelist.schema';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type Executor, isUniqueViolation, type Transactor } from '../../db/client.ts';
import { apiFields } from '../../lib/api-fields.ts';
import { deleteSessionsOfEmail } from '../../plugins/auth.ts';
import { toCsv } from '../../lib/csv.ts';
import { escapeLike, listPage } from '../../lib/list-page.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { emailWhitelist, whitelistSearchText } from '../auth/index.ts';
import { voidInvites } from '../invites/index.ts';

type Row = typeof emailWhitelist.$inferSelect;

const toEntry = (row: Row): WhitelistEntry =>
  apiFields(row, ['id', 'email', 'name', 'unit', 'phone', 'isActive', 'addedBy']);

const whitelistMatching = (search: string | undefined) =>
  search ? sql`${whitelistSearchText} LIKE ${`%${escapeLike(search.toLowerCase())}%`}` : undefined;

const newestFirst = [desc(emailWhitelist.createdAt), desc(emailWhitelist.id)];

export async function listWhitelist(db: Executor, query: WhitelistListQuery): Promise<WhitelistList> {
  const where = whitelistMatching(query.search);
  const { rows, ...counts } = await listPage(db, emailWhitelist, {
    where,
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toEntry), ...counts };
}

/** The whitelist (matching the tab's search), newest first, as CSV with the import's columns. */
export async function exportWhitelistCsv(db: Executor, search: string | undefined) {
  const rows = await db
    .select()
    .from(emailWhitelist)
    .where(whitelistMatching(search))
    .orderBy(desc(emailWhitelist.createdAt), desc(emailWhitelist.id))
    .limit(100_000);
  return toCsv(
    ['email', 'name', 'unit', 'phone', 'active', 'added by', 'added at'],
    rows.map((row) => [
      row.email,
      row.name,
      row.unit,
      row.phone,
      row.isActive,
      row.addedBy,
      row.createdAt.toISOString(),
    ]),
  );
}

export async function findWhitelistEntry(db: Executor, id: string) {
  const [row] = await db.select().from(emailWhitelist).where(eq(emailWhitelist.id, id));
  if (!row) throw notFound('This whitelist entry no longer exists.');
  return toEntry(row);
}

export async function countActiveWhitelist(db: Executor) {
  const [row] = await db
    .select({ total: count() })
    .from(emailWhitelist)
    .where(eq(emailWhitelist.isActive, true));
  return row?.total ?? 0;
}

export async function addToWhitelist(db: Executor, email: string, addedBy: string) {
  try {
    const [row] = await db.insert(emailWhitelist).values({ email, addedBy }).returning();
    if (!row) throw new Error('insert returned nothing');
    return toEntry(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(MESSAGES.whitelistDuplicate, { email: MESSAGES.whitelistDuplicate });
    throw error;
  }
}

/**
 * Adds or reactivates an address with the details a resident gave, keeping details an administrator already
 * entered. Used when an access request is approved.
 */
export async function grantAccess(
  db: Executor,
  entry: { email: string; name: string; unit: string; phone: string | null },
  addedBy: string,
) {
  const [granted] = await db
    .insert(emailWhitelist)
    .values({ ...entry, addedBy, isActive: true })
    .onConflictDoUpdate({
      target: emailWhitelist.email,
      set: {
        isActive: true,
        name: sql`coalesce(${emailWhitelist.name}, excluded.name)`,
        unit: sql`coalesce(${emailWhitelist.unit}, excluded.unit)`,
        phone: sql`coalesce(${emailWhitelist.phone}, excluded.phone)`,
      },
    })
    .returning({ id: emailWhitelist.id });
  return granted?.id;
}

export async function isWhitelisted(db: Executor, email: string) {
  const [row] = await db
    .select({ id: emailWhitelist.id })
    .from(emailWhitelist)
    .where(and(eq(emailWhitelist.email, email.toLowerCase()), eq(emailWhitelist.isActive, true)))
    .limit(1);
  return Boolean(row);
}

export async function updateWhitelistEntry(
  db: Transactor,
  id: string,
  changes: {
    email: string;
    name: string | null;
    unit: string | null;
    phone: string | null;
    isActive: boolean;
  },
) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(emailWhitelist).where(eq(emailWhitelist.id, id)).for('update');
      if (!before) throw notFound('This whitelist entry no longer exists.');
      const [row] = await tx.update(emailWhitelist).set(changes).where(eq(emailWhitelist.id, id)).returning();
      if (!row) throw notFound('This whitelist entry no longer exists.');
      // Deactivating or changing the address ends the old address's sessions at once, and voids its invite links.
      if (!changes.isActive || before.email !== changes.email) {
        await deleteSessionsOfEmail(tx, before.email);
        await voidInvites(tx, id);
      }
      return toEntry(row);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(MESSAGES.whitelistDuplicate, { email: MESSAGES.whitelistDuplicate });
    throw error;
  }
}

/** Removes the entry and ends its sessions; answers the address it held. */
export async function removeFromWhitelist(db: Transactor, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(emailWhitelist).where(eq(emailWhitelist.id, id)).returning();
    if (!row) throw notFound('This whitelist entry no longer exists.');
    await deleteSessionsOfEmail(tx, row.email);
    return row.email;
  });
}
