import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_KIND_LABELS, IMPORT_TARGETS, type ImportTarget } from '@hub/contract/import/import.schema';
import { backupPlaceOf, fileStorageOf, stagingDirOf } from '../app.ts';
import { readConfig } from '../config.ts';
import { startDatabase } from '../db/start.ts';
import { SYSTEM_ACTOR } from '../lib/audit-trail.ts';
import { createBackup } from '../features/backup/index.ts';
import { analyseExport, reportCsv, runImport, unpackExport } from '../features/import/index.ts';
import { resolveAppSecret } from '../features/secrets/index.ts';

const usage = [
  'Usage:',
  "  npm run import -- FILE.zip [--dry-run] [--map TABLE=KIND ...]   import the original app's export",
  '  (FILE may also be the folder `npx convex export --path DIR` wrote)',
  `  KIND is one of: ${IMPORT_TARGETS.join(', ')}`,
].join('\n');

const isTarget = (value: string): value is ImportTarget =>
  (IMPORT_TARGETS as readonly string[]).includes(value);

/** `--map jobs_v2=jobs`: the operator's word on a table, over what it was recognised as. */
function overridesOf(values: string[]) {
  const overrides: Record<string, ImportTarget> = {};
  for (const value of values) {
    const [table, kind] = value.split('=');
    if (!table || !kind || !isTarget(kind)) throw new Error(`--map ${value}: give TABLE=KIND.\n${usage}`);
    overrides[table] = kind;
  }
  return overrides;
}

/** `npm run import -- FILE.zip [--dry-run]`: the admin page's Dry run and Import from a shell. */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      map: { type: 'string', multiple: true, default: [] },
    },
  });
  const [file, extra] = positionals;
  if (!file || extra) throw new Error(usage);
  const source = resolve(file);
  const about = await stat(source).catch(() => null);
  if (!about) throw new Error(`${source} does not exist or cannot be read.`);
  const overrides = overridesOf(values.map);
  const isDryRun = values['dry-run'];

  const config = readConfig();
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const database = await startDatabase(config, () => undefined);
  const unpacked = about.isDirectory() ? null : await mkdtemp(join(config.dataDir, 'import-'));
  try {
    const dir = unpacked ?? source;
    if (unpacked) await unpackExport(source, unpacked);
    const { tables } = await analyseExport(dir);
    const mapping: Record<string, ImportTarget> = {};
    for (const { table, suggestedKind, documents } of tables) {
      mapping[table] = overrides[table] ?? suggestedKind ?? 'ignore';
      console.log(`${table} (${documents} documents) -> ${IMPORT_KIND_LABELS[mapping[table]]}`);
    }
    const storage = fileStorageOf(config);
    const place = backupPlaceOf(config, await resolveAppSecret(config, database.db));
    const imported = await runImport(
      {
        db: database.db,
        storage,
        stagingDir: stagingDirOf(config),
        log: { warn: (details, message) => console.warn(message, details) },
      },
      dir,
      {
        mapping,
        isDryRun,
        fileName: basename(source),
        actor: SYSTEM_ACTOR,
        backUp: async () =>
          (await createBackup(database.db, storage, place, 'command line (before import)')).fileName,
      },
    );
    const { report } = imported;
    if (report.backupFileName) console.log(`Backup made first: ${report.backupFileName}`);
    console.log(isDryRun ? 'Dry run: nothing was kept.' : 'Imported:');
    for (const result of report.tables)
      console.log(
        `  ${result.table} -> ${IMPORT_KIND_LABELS[result.kind]}: ${result.imported} imported, ${result.alreadyThere} already there, ${result.refused} refused; files ${result.filesImported} imported, ${result.filesMissing} missing`,
      );
    const reportPath = resolve(
      `${basename(source).replace(/\.zip$/i, '')}-import-report${isDryRun ? '-dry-run' : ''}.csv`,
    );
    await writeFile(reportPath, reportCsv(report));
    console.log(`${report.problems.length} rows, files or tables to look at; the full report: ${reportPath}`);
  } finally {
    if (unpacked) await rm(unpacked, { recursive: true, force: true });
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
