import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stagingDirOf } from '../../app.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { docxWithText, zip } from '../cv-showcase/cv-files.fixture.ts';
import { cvTextThreads, extractCvText } from '../cv-showcase/cv-text.ts';
import { OOXML_MAX_ENTRIES, unpackedTooLargeMessage } from './files.service.ts';
import { UPLOAD_RATE_MESSAGE, uploadQuotaMessage } from './upload-limits.ts';

/** A low rate (3 a minute) on one app; a small quota (1 MB) and the tests' usual rate on another. */
const slow = await createTestApp({ environment: { UPLOADS_PER_MINUTE: '3' } });
const t = await createTestApp({ environment: { UPLOAD_QUOTA_MB: '1' } });
const admin = await signInAdmin(t);

type Auth = { headers: Record<string, string> };
const upload = (auth: Auth, name: string, content: Buffer, purpose = 'cv', app = t.app) => {
  const body = multipart({}, [{ field: 'file', name, content }]);
  return app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth.headers },
  });
};
const pdfOf = (bytes: number) => Buffer.concat([PDF, randomBytes(bytes)]);

describe('per-account upload rate', () => {
  it('answers 429 past the rate, with Retry-After, for that account only and every upload route', async () => {
    const { app } = slow;
    const busy = await signInResident(slow);
    for (let i = 0; i < 3; i++)
      expect((await upload(busy, `cv${i}.pdf`, pdfOf(100), 'cv', app)).statusCode).toBe(201);
    const refused = await upload(busy, 'cv4.pdf', pdfOf(100), 'cv', app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(UPLOAD_RATE_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another feature's upload (the CV showcase) shares the same budget.
    const body = multipart({ name: 'Busy', email: busy.email, title: 'Tester', section: 'Finance' }, [
      { field: 'cv', name: 'cv.pdf', content: pdfOf(100) },
    ]);
    const showcase = await app.inject({
      method: 'POST',
      url: '/api/cvs',
      payload: body.payload,
      headers: { ...body.headers, ...busy.headers },
    });
    expect(showcase.statusCode).toBe(429);
    // Someone else is not slowed down, and plain JSON calls are not uploads.
    const other = await signInResident(slow);
    expect((await upload(other, 'cv.pdf', pdfOf(100), 'cv', app)).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', ...busy })).statusCode).toBe(200);
  });
});

describe('quota of unattached uploads', () => {
  it('answers 413 when waiting uploads would pass the quota, stores nothing, and frees up on delete', async () => {
    const resident = await signInResident(t);
    const first = await upload(resident, 'a.pdf', pdfOf(600 * 1024));
    expect(first.statusCode).toBe(201);
    const staging = stagingDirOf(t.config);
    const over = await upload(resident, 'b.pdf', pdfOf(600 * 1024));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: uploadQuotaMessage(1),
      fields: { file: uploadQuotaMessage(1) },
    });
    expect(await readdir(staging).catch(() => [])).toEqual([]);
    // Another account has a quota of its own.
    expect((await upload(admin, 'c.pdf', pdfOf(600 * 1024))).statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/files/${first.json().storageId}`,
      ...resident,
    });
    expect(removed.statusCode).toBe(200);
    expect((await upload(resident, 'b.pdf', pdfOf(600 * 1024))).statusCode).toBe(201);
  });
});

describe('Office files are checked by their contents', () => {
  const pptx = zip({
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    'ppt/presentation.xml':
      '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  });

  it('takes real .docx and .pptx, refuses any other zip under those names', async () => {
    const resident = await signInResident(t);
    expect((await upload(resident, 'cv.docx', docxWithText('Real Word'))).statusCode).toBe(201);
    expect((await upload(admin, 'deck.pptx', pptx, 'portfolio')).statusCode).toBe(201);
    const anyZip = zip({ 'notes.txt': 'not an office document' });
    for (const [auth, name, content, purpose] of [
      [resident, 'cv.docx', anyZip, 'cv'],
      [admin, 'deck.pptx', anyZip, 'portfolio'],
      [admin, 'deck.pptx', docxWithText('Word, not PowerPoint'), 'portfolio'],
      [resident, 'cv.docx', Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(500)]), 'cv'],
    ] as const) {
      const response = await upload(auth, name, content, purpose);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toMatch(/^This file is not a real (DOCX|PPTX) file\./);
    }
  });
});

describe('Office files are measured before they are unpacked', () => {
  it('refuses a package that declares too many bytes or too many parts, with 413', async () => {
    const resident = await signInResident(t);
    // A real Word package whose directory says one part unpacks to 2 GB (a zip bomb's signature).
    const bomb = docxWithText('Small on disk');
    const directory = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(2 * 1024 * 1024 * 1024, directory + 24);
    const many = zip(
      Object.fromEntries([
        ['[Content_Types].xml', '<Types/>'],
        ...Array.from({ length: OOXML_MAX_ENTRIES }, (_, i) => [`word/part${i}.xml`, '<x/>']),
      ]),
    );
    for (const content of [bomb, many]) {
      const response = await upload(resident, 'cv.docx', content);
      expect(response.statusCode).toBe(413);
      expect(response.json().error.fields.file).toBe(unpackedTooLargeMessage('.docx'));
    }
    expect(await readdir(stagingDirOf(t.config)).catch(() => [])).toEqual([]);
  });
});

const poolDir = await mkdtemp(join(tmpdir(), 'hub-cv-pool-'));
afterAll(() => rm(poolDir, { recursive: true, force: true }));

describe('CV text pool', () => {
  const dir = poolDir;

  it('reads many CVs at once on at most one thread per core', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `cv${i}.docx`);
    for (const [i, name] of names.entries())
      await writeFile(join(dir, name), docxWithText(`Pooled reader ${i}`));
    const log = { warn: () => undefined };
    let peak = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, cvTextThreads());
    }, 5);
    const texts = await Promise.all(names.map((name) => extractCvText(join(dir, name), name, log, 20_000)));
    clearInterval(watch);
    expect(texts).toEqual(names.map((_, i) => `Pooled reader ${i}`));
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(availableParallelism());
  });
});
