import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { fileLinkKey } from './files.table.ts';

/** How long a signed download link works. */
const LINK_LIFETIME_SECONDS = 5 * 60;

/**
 * The key that signs download links, made once (by whichever process starts first) and kept in the database so
 * every process accepts the links of the others. Read on each use: links are rare, and a restore may replace it.
 */
export async function fileLinkSecret(db: Executor): Promise<Buffer> {
  const read = async () => (await db.select({ secret: fileLinkKey.secret }).from(fileLinkKey).limit(1))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(fileLinkKey)
      .values({ singleton: true, secret: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('the download link key could not be created');
  return Buffer.from(row.secret, 'hex');
}

const signature = (secret: Buffer, storageId: string, expires: number) =>
  createHmac('sha256', secret).update(`${storageId}.${expires}`).digest('base64url');

/** `/api/files/<id>?token=<expiry>.<HMAC-SHA256 of id and expiry>`: a download that needs no session. */
export async function signedFileUrl(db: Executor, storageId: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + LINK_LIFETIME_SECONDS;
  const token = `${expires}.${signature(await fileLinkSecret(db), storageId, expires)}`;
  return `/api/files/${storageId}?token=${token}`;
}

/** Whether a link's token was signed here for this file and has not expired. */
export async function isValidFileToken(db: Executor, storageId: string, token: string, now = Date.now()) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(await fileLinkSecret(db), storageId, expires));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
