import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import type { ImportAnalysis, ImportRun, ImportTableResult } from '@hub/contract/import/import.schema';
import { afterAll, describe, expect, it } from 'vitest';
import { type FixtureExport, writeConvexExportZip } from '../../../scripts/convex-export-fixture.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart } from '../../test/multipart.ts';

const t = await createTestApp();
const admin = await signInAdmin(t);
const workDir = await mkdtemp(join(tmpdir(), 'hub-import-test-'));
afterAll(() => rm(workDir, { recursive: true, force: true }));
const zipPath = join(workDir, 'original-app-export.zip');
const fixture: FixtureExport = await writeConvexExportZip(zipPath);
const exportZip = await readFile(zipPath);

const upload = (content: Buffer, name = 'original-app-export.zip') => {
  const body = multipart({}, [{ field: 'archive', name, content, type: 'application/zip' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/import/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
};

const run = async (analysis: ImportAnalysis, dryRun: boolean, mapping = mappingOf(analysis)) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/import/uploads/${analysis.uploadId}/run`,
    payload: { mapping, dryRun },
    ...admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportRun;
};

const mappingOf = (analysis: ImportAnalysis) =>
  Object.fromEntries(analysis.tables.map((table) => [table.table, table.suggestedKind ?? 'ignore']));
const resultOf = (imported: ImportRun, table: string) =>
  imported.report.tables.find((result) => result.table === table) as ImportTableResult;

/** A ZIP written by hand, so its entries can be what no archiver would write: a name climbing out, a bomb. */
function handMadeZip(entries: Array<{ name: string; data: Buffer; isDeflated?: boolean }>) {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, isDeflated = false } of entries) {
    const packed = isDeflated ? deflateRawSync(data) : data;
    const nameBytes = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(isDeflated ? 8 : 0, 8);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    locals.push(header, nameBytes, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(isDeflated ? 8 : 0, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, nameBytes);
    offset += header.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const documentLine = Buffer.from(
  '{"_id":"wl1","_creationTime":1736150400000,"email":"a@b.example","unit":"A1"}\n',
);

describe("importing the original app's export", () => {
  let analysis: ImportAnalysis;
  let firstRun: ImportRun;

  it('recognises every table by its fields, and the one it does not know', async () => {
    const response = await upload(exportZip);
    expect(response.statusCode, response.body).toBe(201);
    analysis = response.json();
    for (const [table, expected] of Object.entries(fixture.tables)) {
      const found = analysis.tables.find((each) => each.table === table);
      expect(found?.suggestedKind, table).toBe(expected.kind);
      expect(found?.documents, table).toBe(expected.documents + expected.invalid.length);
    }
    expect(analysis.storedFiles).toBe(fixture.storedFiles);
    expect(analysis.ignoredEntries).toEqual(expect.arrayContaining(['README.md', '_tables/']));
  });

  it('a dry run reports what would come over and keeps nothing', async () => {
    const dry = await run(analysis, true);
    expect(dry.report.isDryRun).toBe(true);
    expect(dry.report.backupFileName).toBeNull();
    expect(resultOf(dry, 'jobs').imported).toBe(fixture.tables.jobs?.documents);
    const jobs = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', ...admin });
    expect(jobs.json().total).toBe(0);
  });

  it('imports every valid row with its files, after a backup, and reports each refused row with its reason', async () => {
    firstRun = await run(analysis, false);
    expect(firstRun.report.backupFileName).toMatch(/\.hubbackup$/);
    for (const [table, expected] of Object.entries(fixture.tables)) {
      if (!expected.kind) continue;
      const result = resultOf(firstRun, table);
      expect({ table, imported: result.imported, refused: result.refused }).toEqual({
        table,
        imported: expected.documents,
        refused: expected.invalid.length,
      });
      const refusals = firstRun.report.problems
        .filter((problem) => problem.table === table && problem.outcome === 'refused')
        .map(({ line, field }) => ({ line, field }));
      expect(refusals, table).toEqual(expected.invalid);
    }
    const wizard = firstRun.report.problems.find((problem) => problem.field === 'posterRole');
    expect(wizard).toMatchObject({ table: 'jobs', reason: 'Please select your role in the company' });
    expect(wizard?.sourceId).toMatch(/^jo/);
    const backups = await t.app.inject({ method: 'GET', url: '/api/admin/backups', ...admin });
    expect(backups.json().items[0].madeBy).toContain('before import');
  });

  it('keeps a row whose file is missing from _storage, without the file, and says so', async () => {
    const missing = firstRun.report.problems.filter((problem) => problem.outcome === 'fileMissing');
    expect(missing.map(({ table, line }) => ({ table, line }))).toEqual(fixture.missingFiles);
    expect(resultOf(firstRun, 'cvs').filesMissing).toBe(1);
    const totalFiles = firstRun.report.tables.reduce((sum, table) => sum + table.filesImported, 0);
    // The benefits' first image is also their image_url: one stored copy per reference, each file once.
    expect(totalFiles).toBe(fixture.storedFiles);
    const cvs = await t.app.inject({ method: 'GET', url: '/api/admin/cvs?pageSize=100', ...admin });
    const withoutFile = (cvs.json().items as Array<{ cvStorageId: string | null }>).filter(
      (cv) => !cv.cvStorageId,
    );
    expect(withoutFile).toHaveLength(1);
  });

  it('reports the table it does not know, and leaves it out', () => {
    expect(resultOf(firstRun, 'notifications')).toMatchObject({ kind: 'ignore', imported: 0 });
    expect(firstRun.report.problems).toContainEqual(
      expect.objectContaining({ table: 'notifications', outcome: 'tableSkipped' }),
    );
  });

  it('follows references: applications to their jobs, posts to their posters, removed jobs by their original id', async () => {
    const applications = await t.app.inject({
      method: 'GET',
      url: '/api/admin/applications?pageSize=100',
      ...admin,
    });
    expect(applications.json().total).toBe(fixture.tables.applications?.documents);
    const { rows } = await t.db.$client.query<{ orphans: string; to_removed: string }>(
      `SELECT count(*) FILTER (WHERE job_id IS NULL AND internship_id IS NULL) AS orphans,
              count(*) FILTER (WHERE j.removed_at IS NOT NULL) AS to_removed
         FROM applications a LEFT JOIN jobs j ON j.id = a.job_id`,
    );
    expect(rows[0]).toEqual({ orphans: '0', to_removed: expect.not.stringMatching(/^0$/) });
  });

  it('a resident finds an imported job and its poster in the directory', async () => {
    const resident = await signInResident(t);
    const jobs = await t.app.inject({
      method: 'GET',
      url: `/api/jobs?search=${encodeURIComponent(fixture.sampleJob.title)}`,
      ...resident,
    });
    expect(jobs.json().items.map((job: { title: string }) => job.title)).toContain(fixture.sampleJob.title);
    const profiles = await t.app.inject({
      method: 'GET',
      url: `/api/profiles?search=${encodeURIComponent(fixture.sampleJob.posterName)}`,
      ...resident,
    });
    expect(profiles.json().items.map((profile: { name: string }) => profile.name)).toContain(
      fixture.sampleJob.posterName,
    );
  });

  it('a second run of the same export adds nothing', async () => {
    const again = await upload(exportZip);
    const second = await run(again.json(), false);
    for (const result of second.report.tables) expect(result.imported, result.table).toBe(0);
    expect(resultOf(second, 'jobs').alreadyThere).toBe(fixture.tables.jobs?.documents);
  });

  it('writes the run to the audit trail and its report as CSV', async () => {
    const trail = await t.app.inject({ method: 'GET', url: '/api/admin/audit?action=import.run', ...admin });
    expect(trail.json().items[0].details.fileName).toBe('original-app-export.zip');
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/import/runs/${firstRun.id}/report.csv`,
      ...admin,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'table,kind,outcome,line,_id,field,reason,imported,already there,refused,files imported,files missing',
    );
    expect(csv.body).toContain('Please select your role in the company');
  });

  it('lets the administrator override the mapping', async () => {
    const again = await upload(exportZip);
    const mapping = { ...mappingOf(again.json()), jobs: 'ignore' as const };
    const overridden = await run(again.json(), true, mapping);
    expect(resultOf(overridden, 'jobs')).toMatchObject({ kind: 'ignore', imported: 0 });
  });
});

describe('an export that is not safe to unpack is refused whole', () => {
  it('refuses an entry whose name climbs out of the export', async () => {
    const zip = handMadeZip([
      { name: 'email_whitelist/documents.jsonl', data: documentLine },
      { name: '../../outside.txt', data: Buffer.from('escaped') },
    ]);
    const response = await upload(zip);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/points outside the export/);
  });

  it('refuses a ZIP bomb before inflating it', async () => {
    const zip = handMadeZip([
      { name: 'email_whitelist/documents.jsonl', data: documentLine },
      { name: '_storage/kg1bomb', data: Buffer.alloc(20 * 1024 * 1024), isDeflated: true },
    ]);
    expect(zip.length).toBeLessThan(100_000);
    const response = await upload(zip);
    expect(response.statusCode).toBe(413);
  });

  it('refuses a file that is not an export', async () => {
    const response = await upload(handMadeZip([{ name: 'notes.txt', data: Buffer.from('hello') }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/not an export/);
  });
});
