import { randomBytes } from 'node:crypto';
import type { SetupRequest } from '@hub/contract/setup/setup.schema';
import { SETUP_MESSAGES } from '@hub/contract/setup/setup.schema';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { hashToken } from '../../plugins/auth.ts';
import { AppError, badRequest, notFound } from '../../plugins/errors.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/index.ts';
import { hasAdmin, upsertAdmin } from '../auth/index.ts';
import { setupTokens } from './setup-tokens.table.ts';

const used = () => new AppError(410, 'GONE', SETUP_MESSAGES.used);

/**
 * A new one-time setup token, when no administrator exists (else null). Each start with no administrator makes
 * its own; every one stays valid until an administrator exists, so processes started together each print a
 * link that works.
 */
export async function openSetup(db: Executor): Promise<string | null> {
  if (await hasAdmin(db)) return null;
  const token = randomBytes(32).toString('base64url');
  await db.insert(setupTokens).values({ tokenHash: hashToken(token) });
  return token;
}

/** Whether a setup link still works: 410 once an administrator exists, 404 for a token never issued. */
export async function checkSetupToken(db: Executor, token: string) {
  if (await hasAdmin(db)) throw used();
  const [found] = await db
    .select({ tokenHash: setupTokens.tokenHash })
    .from(setupTokens)
    .where(eq(setupTokens.tokenHash, hashToken(token)));
  if (!found) throw notFound(SETUP_MESSAGES.unknown);
}

/**
 * Creates the first administrator and retires every setup link, in one transaction. Deleting all tokens first
 * locks their rows, so of two requests at once the second waits, then finds its token gone and gets 410.
 */
export async function completeSetup(db: Database, input: SetupRequest) {
  if (isCommonPassword(input.password, input.email))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  return db.transaction(async (tx) => {
    const retired = await tx.delete(setupTokens).returning({ tokenHash: setupTokens.tokenHash });
    const isIssued = retired.some((row) => row.tokenHash === hashToken(input.token));
    if (await hasAdmin(tx)) throw used();
    if (!isIssued) throw notFound(SETUP_MESSAGES.unknown);
    return upsertAdmin(tx, { email: input.email, password: input.password });
  });
}
