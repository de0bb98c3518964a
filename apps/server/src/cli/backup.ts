import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupPlaceOf, fileStorageOf } from '../app.ts';
import { readConfig } from '../config.ts';
import { startDatabase } from '../db/start.ts';
import { createBackup, readBackup, restoreBackup } from '../features/backup/backup.service.ts';

const usage = 'Usage: npm run backup -- create [--out FILE] | npm run backup -- restore FILE';

/** `npm run backup -- create|restore`: the dashboard's Create Backup and Restore Backup from a shell. */
async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
  const [command, file] = positionals;
  if (command !== 'create' && command !== 'restore') throw new Error(usage);
  if (command === 'restore' && !file) throw new Error(`restore needs the backup file.\n${usage}`);

  const config = readConfig();
  const database = await startDatabase(config, () => undefined);
  const storage = fileStorageOf(config);
  try {
    if (command === 'create') {
      const backup = await createBackup(database.db, storage, backupPlaceOf(config), 'command line');
      const out = resolve(values.out ?? join(config.dataDir, 'backups', backup.fileName));
      const { bytes } = await readBackup(database.db, backupPlaceOf(config), backup.id);
      await writeFile(out, bytes, { mode: 0o600 });
      console.log(`Backup written to ${out} (${bytes.length} bytes): ${JSON.stringify(backup.counts)}`);
    } else {
      const bytes = await readFile(resolve(file ?? ''));
      const result = await restoreBackup(
        database.db,
        storage,
        join(config.dataDir, 'uploads-in-progress'),
        bytes,
      );
      console.log(`Restored ${JSON.stringify(result.counts)} and ${result.files} stored files.`);
    }
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
