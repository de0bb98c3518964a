import { and, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, executePrepared, renderedOnce } from '../db/client.ts';
import type { Change, ChangeBus } from '../realtime/change-bus.ts';

/**
 * How far past the current page a total is counted exactly. Counting every match of a common word among a
 * million rows costs more than the page itself; nobody reads 1,000 rows ahead, so beyond that the list says
 * "1,000+" (`isTotalCapped`) and the pager still reaches 1,000 rows further than the page shown (decision 051).
 */
export const TOTAL_CAP = 1000;

/** `isTotalCapped` is there only when true: an exact total reads as before. */
export type ListPage<Row> = { rows: Row[]; total: number; isTotalCapped?: true };

/** How many rows match, counted no further than `cap` (an index walk of at most `cap` rows at any size), or all. */
export async function cappedCount(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  cap: number | null = TOTAL_CAP,
): Promise<{ total: number; isTotalCapped?: true }> {
  const [counted] = await executePrepared<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${table}${whereClause(where)}${cap === null ? sql`` : sql` LIMIT ${cap + 1}`}) capped`,
  );
  const total = counted?.total ?? 0;
  return cap !== null && total > cap ? { total: cap, isTotalCapped: true } : { total };
}

const whereClause = (where: SQL | undefined) => (where ? sql` WHERE ${where}` : sql``);

/**
 * A row of a list page: every column but those PostgreSQL generates (search documents, skill keys). They are search
 * data, never shown, and a job's two text-search documents were most of the bytes of a page read and decoded.
 */
export type ListRow<Table extends PgTable> = Table extends PgTable
  ? Omit<Table['$inferSelect'], GeneratedKey<Table>>
  : never;
type GeneratedKey<Table extends PgTable> = {
  [Key in keyof Table['_']['columns']]: Table['_']['columns'][Key]['_'] extends { generated: undefined }
    ? never
    : Key;
}[keyof Table['_']['columns']];

/**
 * A table's columns as a list page reads them: `SELECT <columns> FROM <table>` once as text, and how each value
 * is decoded.
 */
type PageColumns = { selectFrom: SQL; decoders: Array<[key: string, name: string, column: PgColumn]> };
const pageColumnsOf = new WeakMap<PgTable, PageColumns>();

function pageColumns(table: PgTable): PageColumns {
  let known = pageColumnsOf.get(table);
  if (!known) {
    const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);
    const list = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
    known = {
      selectFrom: renderedOnce(sql`SELECT ${list} FROM ${table}`),
      decoders: columns.map(([key, column]) => [key, column.name, column]),
    };
    pageColumnsOf.set(table, known);
  }
  return known;
}

/** Each order a list is read in, as text: the services keep their orders as constants, so each is rendered once. */
const renderedOrders = new WeakMap<SQL[], SQL>();

function orderClause(orderBy: SQL[]): SQL {
  let rendered = renderedOrders.get(orderBy);
  if (!rendered) {
    rendered = renderedOnce(sql.join(orderBy, sql`, `));
    renderedOrders.set(orderBy, rendered);
  }
  return rendered;
}

/**
 * One page of a table in the given order, with its total counted up to the cap. The order should end in a
 * unique column and be served by an index, so the page costs the same at any size. `exactTotal` counts every
 * match instead: for the dashboard's short lists (the outbox, courses, trips, backups), whose
 * pagers show an exact total.
 *
 * The page is read first, and the matches are counted only when it is full: a page with room left says the total
 * itself (the rows before it and its own). A rare search, the usual case of a search that is not in the response
 * cache, then costs one statement planned as the page alone; planning page and count together took PostgreSQL
 * three times as long (decision 051). The statement is written here rather than with the query builder, and its
 * rows decoded by the table's own columns: building a select of every column anew on each request was the
 * largest cost of a list in the app's own process.
 */
export async function listPage<Table extends PgTable>(
  db: Executor,
  table: Table,
  {
    where,
    orderBy,
    page,
    pageSize,
    exactTotal = false,
  }: { where?: SQL | undefined; orderBy: SQL[]; page: number; pageSize: number; exactTotal?: boolean },
): Promise<ListPage<ListRow<Table>>> {
  const offset = (page - 1) * pageSize;
  const { selectFrom, decoders } = pageColumns(table);
  const found = await executePrepared(
    db,
    sql`${selectFrom}${whereClause(where)} ORDER BY ${orderClause(orderBy)} LIMIT ${pageSize} OFFSET ${offset}`,
  );
  const rows = found.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, name, column] of decoders) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as ListRow<Table>;
  });
  if (rows.length > 0 && rows.length < pageSize) return { rows, total: offset + rows.length };
  if (rows.length === 0 && offset === 0) return { rows, total: 0 };
  // A full page, or one past the last: count. null counts every match (undefined would be cappedCount's default).
  const counted = await cappedCount(db, table, where, exactTotal ? null : offset + TOTAL_CAP);
  if (rows.length === 0) return { rows, ...counted };
  // The count reads a moment after the page: a row deleted between the two must not make the total less than
  // the rows shown.
  return { rows, ...counted, total: Math.max(counted.total, offset + rows.length) };
}

/** LIKE's wildcards taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a search, lower-cased: letters and digits, at most eight of them. */
const wordsOf = (search: string) => (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);

/**
 * A search box over a list. Every word typed must be a word of the row, the last one at least its beginning
 * (full-text search over a stored `tsvector` with a GIN index, English stemming, so 'engineers' finds
 * 'Engineer' and 'eng' finds it too);
 * anything else typed (an '@', a '%', a '-') must also stand in the row's text as typed, so
 * 'karim@hub' and '100%_' keep meaning what they say. `words` replaces the search's own words (a corrected typo).
 */
export function searchCondition(
  search: string | undefined,
  target: { vector: PgColumn | SQL; text: SQL },
  words: string[] = wordsOf(search ?? ''),
): SQL | undefined {
  if (!search?.trim()) return undefined;
  // Only the last word may be unfinished (typed as you search): a prefix on every word would make the index
  // gather every word beginning like each of them, which for 'engineer 1' is most of the table.
  const query = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
  const hasSymbols = /[^\p{L}\p{N}\s]/u.test(search.trim());
  return and(
    words.length > 0 ? sql`${target.vector} @@ to_tsquery('english', ${query})` : undefined,
    hasSymbols || words.length === 0
      ? sql`${target.text} LIKE ${`%${escapeLike(search.trim().toLowerCase())}%`}`
      : undefined,
  );
}

/** Words a typo pass may change: short words and anything with a digit (a number, a reference) stand as typed. */
const isCorrectable = (word: string) => word.length >= 4 && !/\d/.test(word);

/** At most this many looked-up words are remembered per database; past it the memory starts again. */
const MAX_REMEMBERED_WORDS = 10_000;

/** What `correctedWords` remembers for a database: each looked-up word's closest known word (null: none close). */
type Corrections = { changes: ChangeBus; closest: Map<string, string | null>; generation: number };
const correctionsOf = new WeakMap<Executor, Corrections>();

/**
 * The tables whose inserted or edited rows add words to `search_words` (migration 0024's triggers). Words are never
 * taken out, so deleting a row cannot make a remembered correction wrong.
 */
const TABLES_WITH_SEARCH_WORDS = new Set(['jobs', 'internships', 'cv_entries', 'profiles']);

/**
 * Whether a change may have added a word closer to one looked up before: anything but a deletion on those tables
 * (a truncation too, as a restore empties and refills them), and a RESYNC (changes were missed).
 */
const mayAddSearchWords = (change: Change) =>
  change.op === 'RESYNC' || (TABLES_WITH_SEARCH_WORDS.has(change.table) && change.op !== 'DELETE');

/**
 * Lets `correctedWords` remember its lookups for `db`: a search that finds nothing (a word and a number nobody
 * posted) would otherwise cost a second statement every time. A committed insert or edit of a post, CV or profile
 * heard on the bus may add a word (triggers keep `search_words`), so it forgets them all; other changes (a
 * session, an application, an audit event) leave them (decision 066). While the bus is not listening nothing
 * remembered is used.
 */
export function rememberCorrections(db: Executor, changes: ChangeBus) {
  const corrections: Corrections = { changes, closest: new Map(), generation: 0 };
  correctionsOf.set(db, corrections);
  return changes.subscribe((change) => {
    if (!mayAddSearchWords(change)) return;
    corrections.generation += 1;
    corrections.closest.clear();
  });
}

/** Each word's closest word in `search_words` (null when none is close), looked up together in one statement. */
async function closestWords(db: Executor, words: string[]): Promise<Map<string, string | null>> {
  // Each word quoted in the array literal, or 'null' would be read as no word at all; wordsOf leaves letters and
  // digits only, so nothing inside the quotes needs escaping.
  const rows = await executePrepared<{ typed: string; best: string | null }>(
    db,
    sql`
    SELECT typed, (SELECT word FROM search_words
        WHERE word % typed AND similarity(word, typed) >= 0.5
        ORDER BY similarity(word, typed) DESC, word LIMIT 1) AS best
      FROM unnest(${`{${words.map((word) => `"${word}"`).join(',')}}`}::text[]) AS typed`,
  );
  return new Map(rows.map((row) => [row.typed, row.best]));
}

/**
 * Typo tolerance: each word of a search that found nothing, replaced by the closest word the searched texts
 * hold (trigram similarity over `search_words`, kept by triggers); null when a word has no close match or no
 * word changed. A search with no word that could change (numbers, short words) asks nothing, and words looked
 * up before are answered from memory (`rememberCorrections`).
 */
async function correctedWords(db: Executor, search: string): Promise<string[] | null> {
  const words = wordsOf(search);
  const open = [...new Set(words.filter(isCorrectable))];
  if (open.length === 0) return null;
  const remembered = correctionsOf.get(db);
  const memory = remembered?.changes.isListening ? remembered : undefined;
  const best = new Map<string, string | null>();
  for (const word of open) if (memory?.closest.has(word)) best.set(word, memory.closest.get(word) ?? null);
  const unknown = open.filter((word) => !best.has(word));
  if (unknown.length > 0) {
    const generation = memory?.generation;
    const found = await closestWords(db, unknown);
    for (const [word, closest] of found) best.set(word, closest);
    // A change heard during the lookup may have added a closer word: keep only what was current throughout.
    if (memory && memory.generation === generation) {
      if (memory.closest.size + found.size > MAX_REMEMBERED_WORDS) memory.closest.clear();
      for (const [word, closest] of found) memory.closest.set(word, closest);
    }
  }
  if (open.some((word) => !best.get(word))) return null;
  const corrected = words.map((word) => best.get(word) ?? word);
  return corrected.some((word, index) => word !== words[index]) ? corrected : null;
}

/**
 * A list with a search box: one page of the rows that match `base` and the search, newest or however `orderBy`
 * says. When the search finds nothing, its words are corrected to the closest known ones and it runs again;
 * `correctedSearch` then says what was searched for instead.
 */
export async function searchedListPage<Table extends PgTable>(
  db: Executor,
  table: Table,
  options: {
    base: SQL | undefined;
    search: string | undefined;
    target: { vector: PgColumn | SQL; text: SQL };
    orderBy: SQL[];
    page: number;
    pageSize: number;
  },
): Promise<ListPage<ListRow<Table>> & { correctedSearch?: string }> {
  const { base, search, target, ...paging } = options;
  const found = await listPage(db, table, { where: and(base, searchCondition(search, target)), ...paging });
  if (found.total > 0 || !search) return found;
  const words = await correctedWords(db, search);
  if (!words) return found;
  const corrected = await listPage(db, table, {
    where: and(base, searchCondition(search, target, words)),
    ...paging,
  });
  return corrected.total > 0 ? { ...corrected, correctedSearch: words.join(' ') } : found;
}
