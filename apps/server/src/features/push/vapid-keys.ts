import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { vapidKeys } from './push.table.ts';

/** The server's VAPID key pair (RFC 8292), base64url: browsers subscribe with the public key, pushes are signed. */
export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise a pair made on first start and kept as the
 * application secret is, in DATA_DIR/vapid-keys.json (one process, the embedded database) or in the database
 * (DATABASE_URL, several processes). A new pair would orphan every subscription, so it is made once.
 */
export async function resolveVapidKeys(config: Config, db: Executor): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  if (config.databaseUrl) return keysInDatabase(db);
  return keysInFile(join(config.dataDir, 'vapid-keys.json'));
}

async function keysInFile(path: string): Promise<VapidKeys> {
  const read = async () => JSON.parse(await readFile(path, 'utf8')) as VapidKeys;
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // 'wx': two starts racing on one folder cannot both write; the loser reads the winner's.
  await writeFile(path, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return read();
}

async function keysInDatabase(db: Executor): Promise<VapidKeys> {
  await db
    .insert(vapidKeys)
    .values({ singleton: true, ...webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .limit(1);
  if (!row) throw new Error('the VAPID keys could not be created');
  return row;
}
