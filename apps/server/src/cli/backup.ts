import { access, mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupPlaceOf, fileStorageOf } from '../app.ts';
import { type Config, readConfig } from '../config.ts';
import { startDatabase } from '../db/start.ts';
import { createBackup, restoreBackup, writeBackupFile } from '../features/backup/index.ts';
import { resolveAppSecret } from '../features/secrets/index.ts';

const usage = [
  'Usage:',
  '  npm run backup -- create [FILE]    write an archive to FILE (or --out FILE); without FILE it is kept',
  '                                     with the other backups (DATA_DIR/backups or the database)',
  '  npm run backup -- restore FILE     check FILE in full, then replace all data with it',
].join('\n');

/**
 * With the embedded database only one process may use DATA_DIR (DATA_DIR/app.pid). When the app is running,
 * say so plainly and point to the dashboard, which does the same while the app runs.
 */
async function refuseWhileAppRuns(config: Config, command: 'create' | 'restore') {
  if (config.databaseUrl) return;
  const pid = Number.parseInt(await readFile(join(config.dataDir, 'app.pid'), 'utf8').catch(() => ''), 10);
  if (!(pid > 0) || pid === process.pid) return;
  const isLive = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes('node');
  if (!isLive) return;
  const instead =
    command === 'create'
      ? "make the backup from the running app instead: Admin dashboard > Backup > 'Create Backup' (then download it from Recent Backups)"
      : "restore from the running app instead: Admin dashboard > Backup > 'Restore Backup'";
  throw new Error(
    `Community Hub is running on ${config.dataDir} (pid ${pid}) with its embedded database, which only one process can use at a time, so this command cannot open it.\n` +
      `Either ${instead}, or stop the app and run this command again.`,
  );
}

/** `npm run backup -- create|restore`: the dashboard's Create Backup and Restore Backup from a shell. */
async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
  const [command, file, extra] = positionals;
  if (command !== 'create' && command !== 'restore') throw new Error(usage);
  if (extra || (file && values.out)) throw new Error(`Give the file once.\n${usage}`);
  if (command === 'restore' && !file) throw new Error(`restore needs the backup file.\n${usage}`);
  const target = file ?? values.out;
  if (command === 'create' && target) {
    const exists = await access(resolve(target)).then(
      () => true,
      () => false,
    );
    if (exists) throw new Error(`${resolve(target)} already exists; give another name or remove it first.`);
  }
  if (command === 'restore') {
    const path = resolve(target ?? '');
    await access(path).catch(() => {
      throw new Error(`${path} does not exist or cannot be read.`);
    });
  }

  const config = readConfig();
  await refuseWhileAppRuns(config, command);
  // A restore onto a new machine starts from an empty DATA_DIR, as `npm start` would.
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const database = await startDatabase(config, () => undefined);
  const storage = fileStorageOf(config);
  try {
    // Backups are sealed with BACKUP_KEY, or a key derived from the application secret: the same one the app uses.
    const place = backupPlaceOf(config, await resolveAppSecret(config, database.db));
    if (command === 'create' && target) {
      // Only the named file: nothing is added to the backups kept by the app.
      const out = resolve(target);
      const { size, counts } = await writeBackupFile(database.db, storage, out, place.key);
      console.log(`Backup written to ${out} (${size} bytes): ${JSON.stringify(counts)}`);
    } else if (command === 'create') {
      const backup = await createBackup(database.db, storage, place, 'command line');
      const where =
        place.driver === 'local' ? join(place.dir, `${backup.id}.hubbackup`) : 'the database (backups list)';
      console.log(
        `Backup ${backup.fileName} kept in ${where} (${backup.size} bytes): ${JSON.stringify(backup.counts)}`,
      );
    } else {
      const result = await restoreBackup(database.db, storage, place, resolve(target ?? ''));
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
