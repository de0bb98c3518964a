import { LIMITS } from '@hub/contract/limits';
import {
  WHITELIST_IMPORT_MAX_ROWS,
  WHITELIST_IMPORT_MESSAGES,
  type WhitelistImportResult,
} from '@hub/contract/whitelist/whitelist.schema';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import { parseCsv } from '../../lib/csv.ts';
import { emailWhitelist } from '../auth/index.ts';

const isEmail = (value: string) => z.email().safeParse(value).success;
const blankToNull = (value: string | undefined) => value?.trim() || null;

type Candidate = {
  line: number;
  email: string;
  name: string | null;
  unit: string | null;
  phone: string | null;
};

/** Why a row cannot be added, in words an administrator can act on; null when it can. */
function problemOf(row: Candidate, seen: Map<string, number>, listed: Set<string>): string | null {
  if (!row.email) return 'No e-mail address';
  if (row.email.length > LIMITS.email) return `E-mail longer than ${LIMITS.email} characters`;
  if (!isEmail(row.email)) return 'Not a valid e-mail address';
  const firstLine = seen.get(row.email);
  if (firstLine !== undefined && firstLine !== row.line) return `Duplicate of line ${firstLine}`;
  if (listed.has(row.email)) return 'Already on the whitelist';
  if ((row.name?.length ?? 0) > LIMITS.name) return `Name longer than ${LIMITS.name} characters`;
  if ((row.unit?.length ?? 0) > LIMITS.unit) return `Unit longer than ${LIMITS.unit} characters`;
  if ((row.phone?.length ?? 0) > LIMITS.phone) return `Phone longer than ${LIMITS.phone} characters`;
  return null;
}

/**
 * 'Import CSV': columns email, name, unit, phone under a header row. Every bad row is named with its line and why;
 * the good rows are added together, in the caller's transaction (none if the dry run is all that was asked).
 */
export async function importWhitelist(
  db: Executor,
  input: { csv: string; dryRun: boolean },
  addedBy: string,
): Promise<WhitelistImportResult> {
  if (!input.csv.trim())
    throw badRequest(WHITELIST_IMPORT_MESSAGES.empty, { csv: WHITELIST_IMPORT_MESSAGES.empty });
  // A spreadsheet or a PDF saved as .csv: binary bytes, or no 'email' column.
  const parsed = input.csv.includes('\u0000') ? null : parseCsv(input.csv);
  if (!parsed?.fields.includes('email'))
    throw badRequest(WHITELIST_IMPORT_MESSAGES.notCsv, { csv: WHITELIST_IMPORT_MESSAGES.notCsv });
  if (parsed.rows.length > WHITELIST_IMPORT_MAX_ROWS)
    throw badRequest(WHITELIST_IMPORT_MESSAGES.tooMany, { csv: WHITELIST_IMPORT_MESSAGES.tooMany });

  const candidates: Candidate[] = parsed.rows.map((row, index) => ({
    line: index + 2,
    email: (row.email ?? '').trim().toLowerCase(),
    name: blankToNull(row.name),
    unit: blankToNull(row.unit),
    phone: blankToNull(row.phone),
  }));
  const seen = new Map<string, number>();
  for (const row of candidates) if (row.email && !seen.has(row.email)) seen.set(row.email, row.line);
  const addresses = [...seen.keys()].filter((email) => email.length <= LIMITS.email);
  const listed = new Set<string>();
  // In slices: a parameter list has a limit, and 10,000 rows are allowed.
  for (let start = 0; start < addresses.length; start += 1000) {
    const slice = addresses.slice(start, start + 1000);
    const found = await db
      .select({ email: emailWhitelist.email })
      .from(emailWhitelist)
      .where(inArray(emailWhitelist.email, slice));
    for (const { email } of found) listed.add(email);
  }

  const problems: WhitelistImportResult['problems'] = [];
  const good: Candidate[] = [];
  for (const row of candidates) {
    const reason = problemOf(row, seen, listed);
    if (reason) problems.push({ line: row.line, email: row.email, reason });
    else good.push(row);
  }
  if (input.dryRun) return { rows: candidates.length, added: good.length, problems, isDryRun: true };

  let added = 0;
  for (let start = 0; start < good.length; start += 1000) {
    const inserted = await db
      .insert(emailWhitelist)
      .values(good.slice(start, start + 1000).map(({ line: _line, ...entry }) => ({ ...entry, addedBy })))
      .onConflictDoNothing({ target: emailWhitelist.email })
      .returning({ id: emailWhitelist.id });
    added += inserted.length;
  }
  return { rows: candidates.length, added, problems, isDryRun: false };
}
