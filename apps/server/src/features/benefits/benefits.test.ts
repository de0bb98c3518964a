import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { files } from '../files/files.table.ts';
import { offerToday } from './benefits.service.ts';

const t = await createTestApp();
const { app, db, dataDir } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Auth = { headers: Record<string, string> };

async function upload(purpose = 'image', file = { name: 'shop.png', content: PNG }, auth: Auth = admin) {
  const body = multipart({}, [{ field: 'file', ...file }]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth.headers },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().storageId as string;
}

const fields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Fresh Bakery Discount',
  description: 'Bread and pastries for residents, every morning.',
  businessName: 'Nour Bakery',
  location: 'Gate 2 Plaza',
  discountPercentage: 20,
  category: 'Dining',
  validUntil: '2030-12-31',
  ...overrides,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  auth: Auth = admin,
) => app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), ...auth });

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/benefits', fields(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json();
}

const residentList = async (query = '') =>
  (await call('GET', `/api/benefits${query}`, undefined, resident)).json();
const storedFiles = async () => readdir(join(dataDir, 'files')).catch(() => [] as string[]);
const download = (storageId: string, auth: Auth = resident) =>
  app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...auth });

describe('administrators create benefits', () => {
  it('creates a benefit with images in order and shares the images with members', async () => {
    const images = [await upload(), await upload(), await upload()];
    // Before it is attached, a resident cannot read an uploaded image.
    expect((await download(images[0] ?? '')).statusCode).toBe(404);

    const benefit = await create({ imageStorageIds: images, showOnHomepage: true });
    expect(benefit).toMatchObject({
      title: 'Fresh Bakery Discount',
      discountPercentage: 20,
      validUntil: '2030-12-31',
      imageStorageIds: images,
      isActive: true,
      showOnHomepage: true,
    });
    for (const id of images) {
      const response = await download(id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
  });

  it('requires every field but the images, in plain words', async () => {
    const response = await call('POST', '/api/admin/benefits', {
      title: ' ',
      discountPercentage: 120,
      validUntil: '31/12/2030',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      businessName: 'Business name is required',
      location: 'Location is required',
      category: 'Category is required',
      discountPercentage: 'Discount percentage must be between 1 and 100',
      validUntil: 'Valid until must be a date (YYYY-MM-DD)',
    });
    const noDate = await call('POST', '/api/admin/benefits', fields({ validUntil: undefined }));
    expect(noDate.json().error.fields.validUntil).toBe('Valid until is required');
    const unknown = await call('POST', '/api/admin/benefits', fields({ imageUrl: 'http://x' }));
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses images that are not uploaded images or already belong to other content', async () => {
    const missing = await call(
      'POST',
      '/api/admin/benefits',
      fields({ imageStorageIds: ['8d6f1f8e-4a57-4c55-9d5e-2f7f0a0b7c11'] }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.imageStorageIds).toMatch(/not found/);

    const pdf = await upload('document', { name: 'menu.pdf', content: PDF });
    const wrongKind = await call('POST', '/api/admin/benefits', fields({ imageStorageIds: [pdf] }));
    expect(wrongKind.statusCode).toBe(400);
    // Nothing was shared by the refused request.
    const [row] = await db.select({ visibility: files.visibility }).from(files).where(eq(files.id, pdf));
    expect(row?.visibility).toBe('private');

    const image = await upload();
    await create({ imageStorageIds: [image] });
    const reused = await call('POST', '/api/admin/benefits', fields({ imageStorageIds: [image] }));
    expect(reused.statusCode).toBe(400);
    const twice = await call('POST', '/api/admin/benefits', fields({ imageStorageIds: [image, image] }));
    expect(twice.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await call('POST', '/api/admin/benefits', fields(), resident)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/benefits', undefined, resident)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/benefits' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/benefits' })).statusCode).toBe(401);
  });
});

describe('what residents see', () => {
  it('lists active benefits; the home page only those flagged for it', async () => {
    const shown = await create({ title: 'Homepage Gym Offer', showOnHomepage: true });
    const pageOnly = await create({ title: 'Page Only Offer' });
    const hidden = await create({ title: 'Inactive Offer', isActive: false, showOnHomepage: true });

    const all = await residentList('?pageSize=100');
    const ids = all.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([shown.id, pageOnly.id]));
    expect(ids).not.toContain(hidden.id);
    expect(all.items[0]).not.toHaveProperty('isActive');

    const home = await residentList('?homepage=true&pageSize=100');
    const homeIds = home.items.map((item: { id: string }) => item.id);
    expect(homeIds).toContain(shown.id);
    expect(homeIds).not.toContain(pageOnly.id);
    expect(homeIds).not.toContain(hidden.id);
    expect(home.total).toBe(home.items.length);

    expect((await call('GET', '/api/benefits?homepage=maybe', undefined, resident)).statusCode).toBe(400);
  });

  it('stops showing an offer after its last valid day, while the admin list keeps it marked expired', async () => {
    const today = offerToday();
    const dayBefore = new Date();
    dayBefore.setDate(dayBefore.getDate() - 1);
    const yesterday = offerToday(dayBefore);
    const lastDayToday = await create({ title: 'Ends Today Offer', showOnHomepage: true, validUntil: today });
    const expired = await create({ title: 'Expired Offer', showOnHomepage: true, validUntil: yesterday });
    const openEnded = await create({ title: 'Open Ended Offer' });
    await db.execute(`UPDATE benefits SET valid_until = NULL WHERE id = '${openEnded.id}'`);

    for (const query of ['?pageSize=100', '?homepage=true&pageSize=100']) {
      const ids = (await residentList(query)).items.map((item: { id: string }) => item.id);
      expect(ids).toContain(lastDayToday.id);
      expect(ids).not.toContain(expired.id);
    }
    const ids = (await residentList('?pageSize=100')).items.map((item: { id: string }) => item.id);
    expect(ids).toContain(openEnded.id);
    const adminItems: { id: string; isActive: boolean; isExpired: boolean }[] = (
      await call('GET', '/api/admin/benefits?pageSize=100')
    ).json().items;
    const adminOf = (id: string) => adminItems.find((item) => item.id === id);
    // Still active, yet no resident sees it: the dashboard says why.
    expect(adminOf(expired.id)).toMatchObject({ isActive: true, isExpired: true });
    expect(adminOf(lastDayToday.id)?.isExpired).toBe(false);
    expect(adminOf(openEnded.id)?.isExpired).toBe(false);
    // Extended, it is current again everywhere.
    const extended = await call('PUT', `/api/admin/benefits/${expired.id}`, { validUntil: today });
    expect(extended.json().isExpired).toBe(false);
    const listedAgain = (await residentList('?pageSize=100')).items.map((item: { id: string }) => item.id);
    expect(listedAgain).toContain(expired.id);
  });

  it('pages the list, newest first', async () => {
    const first = await residentList('?pageSize=1&page=1');
    const second = await residentList('?pageSize=1&page=2');
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
    expect(first.items[0].createdAt >= second.items[0].createdAt).toBe(true);
  });
});

describe('administrators manage benefits', () => {
  it('lists every benefit, inactive ones included', async () => {
    const inactive = await create({ title: 'Paused Offer', isActive: false });
    const list = (await call('GET', '/api/admin/benefits?pageSize=100')).json();
    const found = list.items.find((item: { id: string }) => item.id === inactive.id);
    expect(found).toMatchObject({ isActive: false, showOnHomepage: false });
    expect(list.total).toBe(list.items.length);
  });

  it('edits any subset of fields, clears valid until, and deletes images left out', async () => {
    const [a, b, c] = [await upload(), await upload(), await upload()];
    const benefit = await create({ imageStorageIds: [a, b] });

    const renamed = await call('PUT', `/api/admin/benefits/${benefit.id}`, {
      title: 'Bigger Bakery Discount',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Bigger Bakery Discount', discountPercentage: 20 });

    const edited = await call('PUT', `/api/admin/benefits/${benefit.id}`, {
      discountPercentage: 35,
      validUntil: '',
      imageStorageIds: [c, a],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      discountPercentage: 35,
      validUntil: null,
      imageStorageIds: [c, a],
    });
    expect((await download(c ?? '')).statusCode).toBe(200);
    expect(await storedFiles()).not.toContain(b);
    expect((await download(b ?? '', admin)).statusCode).toBe(404);

    const nothing = await call('PUT', `/api/admin/benefits/${benefit.id}`, {});
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json().imageStorageIds).toEqual([c, a]);

    const bad = await call('PUT', `/api/admin/benefits/${benefit.id}`, { title: '' });
    expect(bad.json().error.fields.title).toBe('Title is required');
    const gone = await call('PUT', '/api/admin/benefits/8d6f1f8e-4a57-4c55-9d5e-2f7f0a0b7c11', {
      title: 'X',
    });
    expect(gone.statusCode).toBe(404);
  });

  it('toggles active and homepage one flag at a time', async () => {
    const benefit = await create({ title: 'Toggle Me' });
    const off = await call('PATCH', `/api/admin/benefits/${benefit.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false, showOnHomepage: false });
    const home = await call('PATCH', `/api/admin/benefits/${benefit.id}`, { showOnHomepage: true });
    expect(home.json()).toMatchObject({ isActive: false, showOnHomepage: true });
    const both = await call('PATCH', `/api/admin/benefits/${benefit.id}`, {
      isActive: true,
      showOnHomepage: false,
    });
    expect(both.statusCode).toBe(400);
    const other = await call('PATCH', `/api/admin/benefits/${benefit.id}`, { title: 'Nope' });
    expect(other.statusCode).toBe(400);
    expect(
      (await call('PATCH', `/api/admin/benefits/${benefit.id}`, { isActive: true }, resident)).statusCode,
    ).toBe(403);
  });

  it('deletes a benefit with its image files', async () => {
    const image = await upload();
    const benefit = await create({ imageStorageIds: [image] });
    expect(await storedFiles()).toContain(image);
    const response = await call('DELETE', `/api/admin/benefits/${benefit.id}`);
    expect(response.statusCode).toBe(200);
    expect(await storedFiles()).not.toContain(image);
    expect((await download(image, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/benefits/${benefit.id}`)).statusCode).toBe(404);
  });
});
