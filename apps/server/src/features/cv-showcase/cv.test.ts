import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CV_SECTIONS } from '@hub/contract/enums';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { files } from '../files/files.table.ts';
import { countCvs } from './cv.service.ts';
import { cvEntries } from './cv-entries.table.ts';
import { docxWithText, pdfWithText, zip } from './cv-files.fixture.ts';
import { CV_TEXT_MAX_CHARS, cleanCvText, extractCvText } from './cv-text.ts';

const t = await createTestApp();
const { app, db, dataDir } = t;
const owner = await signInResident(t, 'layla@hub.test');
const other = await signInResident(t);
const admin = await signInAdmin(t);

type Auth = { headers: { authorization: string } };
type FilePart = { name: string; content: Buffer | string };

const fields = (overrides: Record<string, string> = {}) => ({
  name: 'Layla Hassan',
  email: 'Layla@Hub.test',
  phone: '+20 100 123 4567',
  title: 'Data Analyst',
  section: 'Technology/IT',
  bio: 'I turn messy spreadsheets into clear decisions.',
  skills: ' SQL, Python ,, Tableau, Excel ',
  experience: 'Five years at a logistics company.',
  education: 'BSc Statistics',
  yearsOfExperience: '5',
  linkedinUrl: 'linkedin.com/in/layla',
  ...overrides,
});

const send = (
  method: 'POST' | 'PUT',
  url: string,
  values: Record<string, string>,
  cv: FilePart | null,
  auth: Partial<Auth>,
) => {
  const body = multipart(values, cv ? [{ field: 'cv', ...cv }] : []);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...auth.headers },
  });
};
const upload = (
  values: Record<string, string>,
  cv: FilePart | null = { name: 'layla.pdf', content: PDF },
  auth: Partial<Auth> = owner,
) => send('POST', '/api/cvs', values, cv, auth);
const edit = (id: string, values: Record<string, string>, cv: FilePart | null, auth: Partial<Auth>) =>
  send('PUT', `/api/cvs/${id}`, values, cv, auth);

const storedFiles = async () => readdir(join(dataDir, 'files')).catch(() => [] as string[]);
const showcase = (query: string, auth: Auth = other) =>
  app.inject({ method: 'GET', url: `/api/cvs${query}`, ...auth });
const countIn = (body: { sections: { section: string; count: number }[] }, section: string) =>
  body.sections.find((entry) => entry.section === section)?.count;

describe('uploading a CV', () => {
  it('stores the entry with its file, shared with every member, the e-mail in lower case', async () => {
    const response = await upload(fields());
    expect(response.statusCode).toBe(201);
    const cv = response.json();
    expect(cv).toMatchObject({
      name: 'Layla Hassan',
      email: 'layla@hub.test',
      section: 'Technology/IT',
      skills: ['SQL', 'Python', 'Tableau', 'Excel'],
      yearsOfExperience: 5,
      linkedinUrl: 'https://linkedin.com/in/layla',
      cvFileName: 'layla.pdf',
      canEdit: true,
    });
    const [row] = await db.select().from(cvEntries).where(eq(cvEntries.id, cv.id));
    expect(row?.cvText).toBeNull();
    expect(await storedFiles()).toContain(cv.cvStorageId);

    // Another member reads the CV file through the files route.
    const file = await app.inject({ method: 'GET', url: `/api/files/${cv.cvStorageId}`, ...other });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const seen = await app.inject({ method: 'GET', url: `/api/cvs/${cv.id}`, ...other });
    expect(seen.json()).toMatchObject({ id: cv.id, canEdit: false });
  });

  it('lets a resident upload a CV under another e-mail (a work address) and still edit it', async () => {
    const response = await upload(fields({ name: 'Sami Aziz', email: 'sami@work.test' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'sami@work.test', canEdit: true });
    const seen = await app.inject({ method: 'GET', url: `/api/cvs/${response.json().id}`, ...other });
    expect(seen.json().canEdit).toBe(false);
  });

  it('lets an administrator upload a CV for someone, recording who uploaded it', async () => {
    const response = await upload(fields({ name: 'Sami Aziz', email: 'sami@hub.test' }), undefined, admin);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'sami@hub.test', canEdit: true });
    const [row] = await db.select().from(cvEntries).where(eq(cvEntries.id, response.json().id));
    expect(row?.userId).not.toBeNull();
    const seen = await app.inject({ method: 'GET', url: `/api/cvs/${response.json().id}`, ...owner });
    expect(seen.json().canEdit).toBe(false);
  });

  it('splits skills on commas, semicolons, line breaks, bars and slashes, as the CV-Job match does', async () => {
    const response = await upload(fields({ name: 'Split Skills', skills: 'SQL; Python | dbt/Airflow\nSQL' }));
    expect(response.json().skills).toEqual(['SQL', 'Python', 'dbt', 'Airflow']);
  });

  it("asks for the file in the spec's words and stores nothing", async () => {
    const before = await storedFiles();
    const response = await upload(fields(), null);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please select a CV file');
    expect(response.json().error.fields.cv).toBe('Please select a CV file');
    expect(await storedFiles()).toEqual(before);
  });

  it('replaces Other with the custom sector, which is then required', async () => {
    const response = await upload(fields({ section: 'Other', customSector: ' Aviation ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().section).toBe('Aviation');
    const missing = await upload(fields({ section: 'Other' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.customSector).toBe('Please enter your sector');
  });

  it('refuses bad input and keeps no file', async () => {
    const before = await storedFiles();
    const bad = await upload(
      fields({ name: ' ', email: 'layla', title: '', section: 'Astrology', yearsOfExperience: '-1' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'Full name is required',
      email: 'Please enter a valid email address',
      title: 'Professional title is required',
      section: 'Section is required',
    });
    expect(bad.json().error.fields.yearsOfExperience).toBeDefined();
    const badUrl = await upload(fields({ linkedinUrl: 'javascript:alert(1)' }));
    expect(badUrl.json().error.fields.linkedinUrl).toBe('Please enter a valid URL');
    const unknown = await upload(fields({ salary: '1' }));
    expect(unknown.statusCode).toBe(400);
    const fake = await upload(fields(), { name: 'cv.pdf', content: 'not a pdf' });
    expect(fake.statusCode).toBe(415);
    const wrongType = await upload(fields(), { name: 'cv.exe', content: 'MZ' });
    expect(wrongType.statusCode).toBe(415);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/cvs',
      payload: fields(),
      ...owner,
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('the showcase', () => {
  it('counts CVs per section for the buttons and filters by section, newest first', async () => {
    await upload(fields({ name: 'Karim Nabil', title: 'Accountant', section: 'Finance', skills: 'IFRS' }));
    await upload(fields({ name: 'Dina Samir', title: 'Auditor', section: 'Finance', skills: 'Audit' }));
    const all = await showcase('?pageSize=100');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.sections.slice(0, CV_SECTIONS.length).map((s: { section: string }) => s.section)).toEqual([
      ...CV_SECTIONS,
    ]);
    expect(countIn(body, 'Finance')).toBe(2);
    expect(countIn(body, 'Architecture')).toBe(0);
    expect(countIn(body, 'Aviation')).toBe(1);
    expect(body.sections.reduce((sum: number, s: { count: number }) => sum + s.count, 0)).toBe(body.total);

    const finance = await showcase('?section=Finance');
    expect(finance.json().total).toBe(2);
    expect(finance.json().items.map((cv: { name: string }) => cv.name)).toEqual([
      'Dina Samir',
      'Karim Nabil',
    ]);
    // The section counts stay those of the whole search, whatever section is chosen.
    expect(countIn(finance.json(), 'Technology/IT')).toBe(countIn(body, 'Technology/IT'));
  });

  it('searches name, title, skills and bio, case-insensitively, with the counts following the search', async () => {
    const bySkill = await showcase('?search=ifrs');
    expect(bySkill.json().items.map((cv: { name: string }) => cv.name)).toEqual(['Karim Nabil']);
    expect(countIn(bySkill.json(), 'Finance')).toBe(1);
    expect(countIn(bySkill.json(), 'Technology/IT')).toBe(0);
    expect((await showcase('?search=AUDITOR')).json().total).toBe(1);
    expect((await showcase('?search=dina')).json().total).toBe(1);
    expect((await showcase('?search=messy%20spreadsheets')).json().total).toBeGreaterThanOrEqual(1);
    // LIKE wildcards are taken literally.
    expect((await showcase('?search=%25')).json().total).toBe(0);
    expect((await showcase('?search=_')).json().total).toBe(0);
  });

  it('paginates and counts for the home statistics', async () => {
    const first = await showcase('?pageSize=2&page=1');
    const second = await showcase('?pageSize=2&page=2');
    expect(first.json().items).toHaveLength(2);
    expect(second.json().items[0].id).not.toBe(first.json().items[0].id);
    expect(await countCvs(db)).toBe(first.json().total);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/cvs' })).statusCode).toBe(401);
    expect((await upload(fields(), undefined, {})).statusCode).toBe(401);
  });
});

describe('the text inside CV files', () => {
  const cvText = async (id: string) =>
    (await db.select({ cvText: cvEntries.cvText }).from(cvEntries).where(eq(cvEntries.id, id)))[0]?.cvText;
  const names = (response: { json: () => { items: { name: string }[] } }) =>
    response.json().items.map((cv) => cv.name);

  it('reads a PDF once at upload, and the showcase search finds its words', async () => {
    const response = await upload(fields({ name: 'Pdf Reader', bio: '', skills: '' }), {
      name: 'cv.pdf',
      content: pdfWithText('Certified quasar astronomer\nKubernetes clusters at scale'),
    });
    expect(response.statusCode).toBe(201);
    expect(await cvText(response.json().id)).toBe(
      'Certified quasar astronomer\nKubernetes clusters at scale',
    );
    expect(names(await showcase('?search=quasar'))).toEqual(['Pdf Reader']);
    // Words, stemmed and in any order, as in the full-text search.
    expect(names(await showcase('?search=kubernetes%20cluster'))).toEqual(['Pdf Reader']);
    const counted = (await showcase('?search=astronomers')).json();
    expect(counted.total).toBe(1);
    expect(countIn(counted, 'Technology/IT')).toBe(1);
    const admins = await app.inject({ method: 'GET', url: '/api/admin/cvs?search=quasar', ...admin });
    expect(admins.json().total).toBe(1);
  });

  it('reads a DOCX the same way', async () => {
    const response = await upload(fields({ name: 'Docx Reader', bio: '', skills: '' }), {
      name: 'cv.docx',
      content: docxWithText('Zymurgy specialist\nFermentation & brewing'),
    });
    expect(response.statusCode).toBe(201);
    expect(await cvText(response.json().id)).toBe('Zymurgy specialist\nFermentation & brewing');
    expect(names(await showcase('?search=zymurgy'))).toEqual(['Docx Reader']);
  });

  it('still uploads a file whose text cannot be read, which then matches on its form fields only', async () => {
    // A real Word package (uploads check that) whose document part is not XML.
    const damagedDocx = zip({
      '[Content_Types].xml':
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': 'not xml <<<',
    });
    for (const file of [
      { name: 'damaged.pdf', content: PDF },
      { name: 'damaged.docx', content: damagedDocx },
      { name: 'old.doc', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2]) },
    ]) {
      const response = await upload(fields({ name: `Unreadable ${file.name}`, title: 'Glassblower' }), file);
      expect(response.statusCode).toBe(201);
      expect(await cvText(response.json().id)).toBeNull();
    }
    expect((await showcase('?search=glassblower')).json().total).toBe(3);
  });

  it('replaces the text when the file is replaced, and keeps it on an edit without a file', async () => {
    const created = (
      await upload(fields({ name: 'Text Swap' }), { name: 'a.pdf', content: pdfWithText('Xylophone tuner') })
    ).json();
    const kept = await edit(
      created.id,
      { name: 'Text Swap', title: 'Tuner', section: 'Finance' },
      null,
      owner,
    );
    expect(kept.statusCode).toBe(200);
    expect(await cvText(created.id)).toBe('Xylophone tuner');
    const replaced = await edit(
      created.id,
      { name: 'Text Swap', title: 'Tuner', section: 'Finance' },
      { name: 'b.docx', content: docxWithText('Harpsichord restorer') },
      owner,
    );
    expect(replaced.statusCode).toBe(200);
    expect(await cvText(created.id)).toBe('Harpsichord restorer');
    expect((await showcase('?search=xylophone')).json().total).toBe(0);
    expect(names(await showcase('?search=harpsichord'))).toEqual(['Text Swap']);
    await edit(
      created.id,
      { name: 'Text Swap', title: 'Tuner', section: 'Finance' },
      { name: 'c.pdf', content: PDF },
      owner,
    );
    expect(await cvText(created.id)).toBeNull();
  });

  it('gives up at its deadline, leaving no text', async () => {
    const path = join(dataDir, 'slow.pdf');
    await writeFile(path, pdfWithText('Never read'));
    const warnings: object[] = [];
    const log = { warn: (details: object) => warnings.push(details) };
    expect(await extractCvText(path, 'slow.pdf', log, 1)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(await extractCvText(path, 'slow.pdf', log)).toBe('Never read');
  });

  it('keeps plain text only, at most a fixed length', () => {
    expect(cleanCvText('  a\u0000b \t\t c\n\n\n  d  ')).toBe('a b c\nd');
    expect(cleanCvText(' \n ')).toBeNull();
    expect(cleanCvText('word '.repeat(CV_TEXT_MAX_CHARS))?.length).toBeLessThanOrEqual(CV_TEXT_MAX_CHARS);
  });
});

describe('editing a CV', () => {
  it('lets the owner (matched by e-mail) edit, and a new file replaces the old one in storage', async () => {
    const created = (await upload(fields({ name: 'Owner Edit' }))).json();
    const oldFile = created.cvStorageId;
    expect(await storedFiles()).toContain(oldFile);

    const response = await edit(
      created.id,
      fields({ name: 'Layla H.', title: 'Senior Data Analyst', section: 'Consulting', skills: 'SQL, dbt' }),
      { name: 'layla-2026.pdf', content: PDF },
      owner,
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      name: 'Layla H.',
      title: 'Senior Data Analyst',
      section: 'Consulting',
      skills: ['SQL', 'dbt'],
      cvFileName: 'layla-2026.pdf',
    });
    expect(updated.cvStorageId).not.toBe(oldFile);
    const stored = await storedFiles();
    expect(stored).toContain(updated.cvStorageId);
    expect(stored).not.toContain(oldFile);
    expect(await db.select().from(files).where(eq(files.id, oldFile))).toHaveLength(0);
    expect(
      (await app.inject({ method: 'GET', url: `/api/files/${updated.cvStorageId}`, ...other })).statusCode,
    ).toBe(200);
  });

  it('edits without a file as multipart or JSON, keeping the file', async () => {
    const created = (await upload(fields({ name: 'No File Edit' }))).json();
    const plain = await edit(
      created.id,
      { name: 'No File', title: 'Analyst', section: 'Finance' },
      null,
      owner,
    );
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ section: 'Finance', cvStorageId: created.cvStorageId, phone: null });
    const json = await app.inject({
      method: 'PUT',
      url: `/api/cvs/${created.id}`,
      payload: { name: 'No File', title: 'Analyst', section: 'Other', customSector: 'Aviation' },
      ...owner,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().section).toBe('Aviation');
  });

  it('lets an administrator edit any CV, change its e-mail and its file', async () => {
    const created = (await upload(fields({ name: 'Admin Edit' }))).json();
    const response = await edit(
      created.id,
      { name: 'Admin Edit', title: 'Analyst', section: 'Finance', email: 'New.Owner@hub.test' },
      { name: 'replaced.pdf', content: PDF },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'new.owner@hub.test', cvFileName: 'replaced.pdf' });
    expect(await storedFiles()).not.toContain(created.cvStorageId);
    // The member who uploaded it may still edit it; someone else still may not.
    expect(
      (await edit(created.id, { name: 'Again', title: 'Analyst', section: 'Finance' }, null, owner))
        .statusCode,
    ).toBe(200);
    expect(
      (await edit(created.id, { name: 'Again', title: 'Analyst', section: 'Finance' }, null, other))
        .statusCode,
    ).toBe(404);
  });

  it('lets the uploader change the e-mail, but not a member who owns it only through the e-mail', async () => {
    const mine = (await upload(fields({ name: 'Email Mine' }))).json();
    const moved = await edit(
      mine.id,
      { name: 'Email Mine', title: 'Analyst', section: 'Finance', email: 'work@hub.test' },
      null,
      owner,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().email).toBe('work@hub.test');

    // An administrator uploads a CV for the owner's address: the owner may edit it, not give it away.
    const ownerEmail = (await app.inject({ method: 'GET', url: '/api/auth/me', ...owner })).json().user.email;
    const forOwner = (
      await upload(fields({ name: 'Email Keep', email: ownerEmail }), undefined, admin)
    ).json();
    const kept = await edit(
      forOwner.id,
      { name: 'Email Keep', title: 'Analyst', section: 'Finance', email: 'someone@hub.test' },
      null,
      owner,
    );
    expect(kept.statusCode).toBe(400);
    expect(kept.json().error.fields.email).toBeDefined();
    const renamed = await edit(
      forOwner.id,
      { name: 'Email Kept', title: 'Analyst', section: 'Finance' },
      null,
      owner,
    );
    expect(renamed.statusCode).toBe(200);
  });

  it('answers 404 to anyone else and keeps the files as they were', async () => {
    const created = (await upload(fields({ name: 'Not Yours' }))).json();
    const before = await storedFiles();
    const response = await edit(
      created.id,
      { name: 'Taken Over', title: 'Analyst', section: 'Finance' },
      { name: 'other.pdf', content: PDF },
      other,
    );
    expect(response.statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await edit(unknown, fields(), null, admin)).statusCode).toBe(404);
  });

  it("validates with the edit dialog's rules", async () => {
    const created = (await upload(fields({ name: 'Bad Edit' }))).json();
    const response = await edit(created.id, { name: 'L', title: 'A', section: '' }, null, owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name: 'Name must be at least 2 characters',
      title: 'Title must be at least 2 characters',
      section: 'Section is required',
    });
  });
});

describe('administrators and CVs', () => {
  it('lists every CV, searchable', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/admin/cvs?search=karim', ...admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0].canEdit).toBe(true);
  });

  it('deletes a CV together with its file', async () => {
    const created = (await upload(fields({ name: 'To Delete' }))).json();
    expect(await storedFiles()).toContain(created.cvStorageId);
    const response = await app.inject({ method: 'DELETE', url: `/api/admin/cvs/${created.id}`, ...admin });
    expect(response.statusCode).toBe(200);
    expect(await storedFiles()).not.toContain(created.cvStorageId);
    expect(await db.select().from(cvEntries).where(eq(cvEntries.id, created.id))).toHaveLength(0);
    expect(await db.select().from(files).where(eq(files.id, created.cvStorageId))).toHaveLength(0);
    const again = await app.inject({ method: 'DELETE', url: `/api/admin/cvs/${created.id}`, ...admin });
    expect(again.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const created = (await upload(fields({ name: 'Guarded' }))).json();
    expect((await app.inject({ method: 'GET', url: '/api/admin/cvs', ...owner })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/cvs/${created.id}`, ...owner })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/cvs' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/cvs/not-an-id', ...admin })).statusCode,
    ).toBe(400);
  });
});
