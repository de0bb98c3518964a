import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { appSecret } from './app-secret.table.ts';

/**
 * The application secret: APP_SECRET when set; otherwise a random one generated on first start and kept in
 * DATA_DIR/app-secret (one process, the embedded database) or in the database (DATABASE_URL, several processes).
 */
export async function resolveAppSecret(config: Config, db: Executor): Promise<Buffer> {
  if (config.appSecret) return Buffer.from(config.appSecret, 'utf8');
  if (config.databaseUrl) return secretInDatabase(db);
  return secretInFile(join(config.dataDir, 'app-secret'));
}

async function secretInFile(path: string) {
  try {
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  // 'wx': two starts racing on one folder cannot both write; the loser reads the winner's.
  await writeFile(path, secret.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
}

async function secretInDatabase(db: Executor) {
  await db
    .insert(appSecret)
    .values({ singleton: true, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: appSecret.secret }).from(appSecret).limit(1);
  if (!row) throw new Error('the application secret could not be created');
  return Buffer.from(row.secret, 'hex');
}

/** What a derived key is for; one key per purpose, so a token made for one can never pass as another. */
export type KeyPurpose = 'sign-in' | 'unsubscribe' | 'backup' | 'two-factor' | 'invite';

export const deriveKey = (secret: Buffer, purpose: KeyPurpose) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `community-hub:${purpose}`, 32));

/** `payload.signature` where the signature is a base64url HMAC-SHA256 of the payload. */
export const signToken = (key: Buffer, payload: string) =>
  `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;

/** The payload of a token signed with `key`, or null when the signature does not match. */
export function verifyToken(key: Buffer, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const expected = Buffer.from(signToken(key, payload).slice(dot + 1));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? payload : null;
}
