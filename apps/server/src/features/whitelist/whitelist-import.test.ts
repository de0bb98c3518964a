import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { createJob } from '../../test/factories.ts';
import { PDF } from '../../test/multipart.ts';
import { applications } from '../applications/applications.table.ts';
import { emailWhitelist } from '../auth/index.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);

const importCsv = (csv: string, dryRun: boolean, who = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/whitelist/import', payload: { csv, dryRun }, ...who });

describe('whitelist CSV import', () => {
  it('previews, naming each bad row and why, then adds only the good rows', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/admin/whitelist',
      payload: { email: 'listed@hub.test' },
      ...admin,
    });
    const before = (await db.select().from(emailWhitelist)).length;
    const csv = [
      'Email,Name,Unit,Phone',
      'amira@hub.test,Amira Saleh,A-1,+20 100 000 0001',
      'not-an-email,Someone,A-2,',
      'AMIRA@hub.test,Amira again,A-1,',
      'listed@hub.test,Already,A-3,',
      `long@hub.test,${'x'.repeat(300)},A-4,`,
      'omar@hub.test,,B-7,',
      `${'e'.repeat(250)}@hub.test,Too long,A-5,`,
    ].join('\r\n');
    const preview = await importCsv(csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      rows: 7,
      added: 2,
      isDryRun: true,
      problems: [
        { line: 3, email: 'not-an-email', reason: 'Not a valid e-mail address' },
        { line: 4, email: 'amira@hub.test', reason: 'Duplicate of line 2' },
        { line: 5, email: 'listed@hub.test', reason: 'Already on the whitelist' },
        { line: 6, email: 'long@hub.test', reason: 'Name longer than 255 characters' },
        { line: 8, email: `${'e'.repeat(250)}@hub.test`, reason: 'E-mail longer than 255 characters' },
      ],
    });
    expect(await db.select().from(emailWhitelist)).toHaveLength(before);

    const done = await importCsv(csv, false);
    expect(done.json()).toMatchObject({ added: 2, isDryRun: false });
    const rows = await db.select().from(emailWhitelist);
    expect(rows).toHaveLength(before + 2);
    expect(rows.map((row) => row.email)).toEqual(expect.arrayContaining(['amira@hub.test', 'omar@hub.test']));
    expect(rows.find((row) => row.email === 'amira@hub.test')).toMatchObject({
      name: 'Amira Saleh',
      unit: 'A-1',
    });
  });

  it('takes 10,000 rows in one go', async () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `bulk-${i}@hub.test,Resident ${i},U-${i},`);
    const response = await importCsv(['email,name,unit,phone', ...lines].join('\n'), false);
    expect(response.json()).toMatchObject({ rows: 10_000, added: 10_000, problems: [] });
  });

  it('refuses more than 10,000 rows, adding none of them', async () => {
    const before = (await db.select().from(emailWhitelist)).length;
    const lines = Array.from({ length: 10_001 }, (_, i) => `over-${i}@hub.test,,,`);
    const response = await importCsv(['email,name,unit,phone', ...lines].join('\n'), false);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.csv).toBe('A file may hold at most 10,000 rows.');
    expect(await db.select().from(emailWhitelist)).toHaveLength(before);
  });

  it('refuses an empty file, a file that is not CSV, and a resident', async () => {
    expect((await importCsv('  \n', true)).json().error.fields.csv).toBe('The file is empty.');
    const pdf = await importCsv(PDF.toString('latin1'), true);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toMatch(/not a CSV with a header row/);
    expect((await importCsv('name,unit\nA,B', true)).statusCode).toBe(400);
    expect((await importCsv('email\na@hub.test', true, resident)).statusCode).toBe(403);
  });
});

describe('CSV export', () => {
  it('neutralises formulas, so a cell like =cmd comes back as text', async () => {
    await importCsv("email,name,unit,phone\nformula@hub.test,=cmd|' /C calc'!A0,+1,@x", false);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/whitelist/export?search=formula',
      ...admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="whitelist.csv"');
    const [header, row] = csv.body.split('\r\n');
    expect(header).toBe('email,name,unit,phone,active,added by,added at');
    expect(row?.startsWith("formula@hub.test,'=cmd|' /C calc'!A0,'+1,'@x,true,admin@hub.test,")).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/whitelist/export', ...resident })).statusCode,
    ).toBe(403);
  });

  it('exports applications with the current filters, formulas neutralised, to administrators only', async () => {
    const job = await createJob(db, { title: 'Export Clerk' });
    await db.insert(applications).values([
      {
        applicantName: '=HYPERLINK("http://evil.test")',
        applicantEmail: 'formula-applicant@hub.test',
        applicantPhone: '+20 100 000 0009',
        jobId: job.id,
        status: 'interview',
      },
      {
        applicantName: 'Plain Submitted',
        applicantEmail: 'plain-applicant@hub.test',
        applicantPhone: '+20 100 000 0008',
        jobId: job.id,
        status: 'submitted',
      },
    ]);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/applications/export?status=interview',
      ...admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')[0]).toBe(
      'Applicant,Email,Phone,Applied for,Title,Company,Status,Submitted',
    );
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"")",formula-applicant@hub.test`);
    expect(response.body).not.toContain('plain-applicant@hub.test');
    const all = await app.inject({ method: 'GET', url: '/api/admin/applications/export', ...admin });
    expect(all.body).toContain('plain-applicant@hub.test');
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/applications/export', ...resident })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/applications/export?status=nope', ...admin }))
        .statusCode,
    ).toBe(400);
  });
});
