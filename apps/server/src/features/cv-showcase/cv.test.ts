import { MESSAGES } from '@hub/contract/messages';
import { collectMyData } from '../my-data/my-data.service.ts';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CV_MESSAGES } from '@hub/contract/cv-showcase/cv.schema';
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
/** Who sends a request: a member's session and, for residents, the address they signed in with. */
type Member = Partial<Auth> & { email?: string };
type FilePart = { name: string; content: Buffer | string };

/** A CV's fields; the e-mail is the uploader's own unless given (see `upload`). */
const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: 'Layla Hassan',
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
/**
 * Uploads a CV as `auth`, or as a new resident when left out (each member has one CV), carrying the uploader's
 * own e-mail unless `values` gives one.
 */
const upload = async (
  values: Record<string, string>,
  cv: FilePart | null = { name: 'layla.pdf', content: PDF },
  auth?: Member,
) => {
  const uploader: Member = auth ?? (await signInResident(t));
  const email = values.email ?? uploader.email;
  return send('POST', '/api/cvs', email === undefined ? values : { ...values, email }, cv, uploader);
};
const mine = async (auth: Auth) =>
  (await app.inject({ method: 'GET', url: '/api/cvs/mine', ...auth })).json();
const edit = (id: string, values: Record<string, string>, cv: FilePart | null, auth: Partial<Auth>) =>
  send('PUT', `/api/cvs/${id}`, values, cv, auth);

const storedFiles = async () => readdir(join(dataDir, 'files')).catch(() => [] as string[]);
const showcase = (query: string, auth: Auth = other) =>
  app.inject({ method: 'GET', url: `/api/cvs${query}`, ...auth });
const countIn = (body: { sections: { section: string; count: number }[] }, section: string) =>
  body.sections.find((entry) => entry.section === section)?.count;

describe('uploading a CV', () => {
  it('stores the entry with its file, shared with every member, the e-mail in lower case', async () => {
    const response = await upload(fields({ email: 'Layla@Hub.test' }), undefined, owner);
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

  it("refuses a resident's CV under any address but the one they sign in with", async () => {
    const victim = await signInResident(t);
    for (const email of [victim.email, 'sami@work.test']) {
      const response = await upload(fields({ name: 'Sami Aziz', email }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.email).toBe(MESSAGES.ownEmailOnly);
    }
    // Nothing was stored under the victim's address: they own nothing and their export holds nothing of it.
    expect(await mine(victim)).toEqual({ cv: null });
    const victimUser = (await app.inject({ method: 'GET', url: '/api/auth/me', ...victim })).json().user;
    expect(JSON.stringify(await collectMyData(db, victimUser))).not.toContain('Sami Aziz');
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
    const member = await signInResident(t);
    const created = (
      await upload(
        fields({ name: 'Text Swap' }),
        { name: 'a.pdf', content: pdfWithText('Xylophone tuner') },
        member,
      )
    ).json();
    const kept = await edit(
      created.id,
      { name: 'Text Swap', title: 'Tuner', section: 'Finance' },
      null,
      member,
    );
    expect(kept.statusCode).toBe(200);
    expect(await cvText(created.id)).toBe('Xylophone tuner');
    const replaced = await edit(
      created.id,
      { name: 'Text Swap', title: 'Tuner', section: 'Finance' },
      { name: 'b.docx', content: docxWithText('Harpsichord restorer') },
      member,
    );
    expect(replaced.statusCode).toBe(200);
    expect(await cvText(created.id)).toBe('Harpsichord restorer');
    expect((await showcase('?search=xylophone')).json().total).toBe(0);
    expect(names(await showcase('?search=harpsichord'))).toEqual(['Text Swap']);
    await edit(
      created.id,
      { name: 'Text Swap', title: 'Tuner', section: 'Finance' },
      { name: 'c.pdf', content: PDF },
      member,
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
    // An administrator uploads it for the member's address: the e-mail alone makes it theirs.
    const member = await signInResident(t);
    const created = (
      await upload(fields({ name: 'Owner Edit', email: member.email }), undefined, admin)
    ).json();
    const oldFile = created.cvStorageId;
    expect(await storedFiles()).toContain(oldFile);

    const response = await edit(
      created.id,
      fields({ name: 'Layla H.', title: 'Senior Data Analyst', section: 'Consulting', skills: 'SQL, dbt' }),
      { name: 'layla-2026.pdf', content: PDF },
      member,
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
    const member = await signInResident(t);
    const created = (await upload(fields({ name: 'No File Edit' }), undefined, member)).json();
    const plain = await edit(
      created.id,
      { name: 'No File', title: 'Analyst', section: 'Finance' },
      null,
      member,
    );
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ section: 'Finance', cvStorageId: created.cvStorageId, phone: null });
    const json = await app.inject({
      method: 'PUT',
      url: `/api/cvs/${created.id}`,
      payload: { name: 'No File', title: 'Analyst', section: 'Other', customSector: 'Aviation' },
      ...member,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().section).toBe('Aviation');
  });

  it('lets an administrator edit any CV, change its e-mail and its file', async () => {
    const member = await signInResident(t);
    const created = (await upload(fields({ name: 'Admin Edit' }), undefined, member)).json();
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
      (await edit(created.id, { name: 'Again', title: 'Analyst', section: 'Finance' }, null, member))
        .statusCode,
    ).toBe(200);
    expect(
      (await edit(created.id, { name: 'Again', title: 'Analyst', section: 'Finance' }, null, other))
        .statusCode,
    ).toBe(404);
  });

  it('never lets a resident move their CV to another address, nor a member who owns it only through the e-mail', async () => {
    const uploader = await signInResident(t);
    const mine = (await upload(fields({ name: 'Email Mine' }), undefined, uploader)).json();
    const moved = await edit(
      mine.id,
      { name: 'Email Mine', title: 'Analyst', section: 'Finance', email: 'work@hub.test' },
      null,
      uploader,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields.email).toBe(MESSAGES.ownEmailOnly);

    // An administrator uploads a CV for a member's address: the member may edit it, not give it away.
    const emailOwner = await signInResident(t);
    const forOwner = (
      await upload(fields({ name: 'Email Keep', email: emailOwner.email }), undefined, admin)
    ).json();
    const kept = await edit(
      forOwner.id,
      { name: 'Email Keep', title: 'Analyst', section: 'Finance', email: 'someone@hub.test' },
      null,
      emailOwner,
    );
    expect(kept.statusCode).toBe(400);
    expect(kept.json().error.fields.email).toBeDefined();
    const renamed = await edit(
      forOwner.id,
      { name: 'Email Kept', title: 'Analyst', section: 'Finance' },
      null,
      emailOwner,
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
    const member = await signInResident(t);
    const created = (await upload(fields({ name: 'Bad Edit' }), undefined, member)).json();
    const response = await edit(created.id, { name: 'L', title: 'A', section: '' }, null, member);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name: 'Name must be at least 2 characters',
      title: 'Title must be at least 2 characters',
      section: 'Section is required',
    });
  });
});

describe('one CV per member', () => {
  it("answers the member's own CV for /cv-upload, or null", async () => {
    const member = await signInResident(t);
    expect(await mine(member)).toEqual({ cv: null });
    const created = (await upload(fields({ name: 'Mine Only' }), undefined, member)).json();
    expect((await mine(member)).cv).toMatchObject({ id: created.id, name: 'Mine Only', canEdit: true });
    // Theirs by the e-mail alone, when an administrator uploaded it for them.
    const byEmail = await signInResident(t);
    const forThem = (
      await upload(fields({ name: 'For Them', email: byEmail.email }), undefined, admin)
    ).json();
    expect((await mine(byEmail)).cv?.id).toBe(forThem.id);
    // An administrator uploads CVs for others: those are not the administrator's own.
    expect(await mine(admin)).toEqual({ cv: null });
    expect((await app.inject({ method: 'GET', url: '/api/cvs/mine' })).statusCode).toBe(401);
  });

  it('refuses a second CV from the same member, under any e-mail, and keeps no file', async () => {
    const member = await signInResident(t);
    expect((await upload(fields({ name: 'Only Once' }), undefined, member)).statusCode).toBe(201);
    const before = await storedFiles();
    for (const email of [member.email, 'elsewhere@work.test']) {
      const again = await upload(fields({ name: 'Only Once', email }), undefined, member);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({ code: 'CONFLICT', message: CV_MESSAGES.alreadyShared });
    }
    expect(await storedFiles()).toEqual(before);
    const count = await db.select().from(cvEntries).where(eq(cvEntries.name, 'Only Once'));
    expect(count).toHaveLength(1);
  });

  it('refuses a CV for an address whose person has one already, naming the e-mail field', async () => {
    const member = await signInResident(t);
    const theirs = (await upload(fields({ name: 'Has One' }), undefined, member)).json();
    for (const who of [admin, other]) {
      const response = await upload(fields({ name: 'Has One', email: member.email }), undefined, who);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.fields).toEqual({ email: CV_MESSAGES.emailTaken });
    }
    // Their CV moved to a work address still counts as theirs.
    await edit(
      theirs.id,
      { name: 'Has One', title: 'Analyst', section: 'Finance', email: 'has-one@work.test' },
      null,
      member,
    );
    const forLogin = await upload(fields({ name: 'Has One', email: member.email }), undefined, admin);
    expect(forLogin.statusCode).toBe(409);
    // Nor may an administrator move another CV to that address.
    const another = (await upload(fields({ name: 'Another One' }))).json();
    const moved = await edit(
      another.id,
      { name: 'Another One', title: 'Analyst', section: 'Finance', email: member.email },
      null,
      admin,
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.fields).toEqual({ email: CV_MESSAGES.emailTaken });
  });

  it('lets only one of two uploads sent at once through', async () => {
    const member = await signInResident(t);
    const both = await Promise.all([
      upload(fields({ name: 'Twice At Once' }), undefined, member),
      upload(fields({ name: 'Twice At Once' }), undefined, member),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await db.select().from(cvEntries).where(eq(cvEntries.name, 'Twice At Once'))).toHaveLength(1);
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
