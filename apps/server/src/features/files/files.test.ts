import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { shareWithMembers } from './files.service.ts';

const t = await createTestApp();
const { app, dataDir } = t;
const resident = await signInResident(t);
const admin = await signInAdmin(t);

const upload = (
  auth: { headers: Record<string, string> },
  purpose: string,
  name: string,
  content: Buffer | string,
) => {
  const body = multipart({}, [{ field: 'file', name, content }]);
  return app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth.headers },
  });
};

const filesOnDisk = async () => readdir(join(dataDir, 'files')).catch(() => [] as string[]);
const stagedLeft = async () => readdir(join(dataDir, 'uploads-in-progress')).catch(() => [] as string[]);

describe('file uploads', () => {
  it('stores a real PDF and gives it back to its owner as an attachment with its name', async () => {
    const response = await upload(resident, 'cv', 'Mona CV (final).pdf', PDF);
    expect(response.statusCode).toBe(201);
    const { storageId, fileName, size } = response.json();
    expect(fileName).toBe('Mona CV (final).pdf');
    expect(size).toBe(PDF.length);
    expect(await filesOnDisk()).toContain(storageId);

    const download = await app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...resident });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Mona%20CV%20(final).pdf");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a file that claims to be a PDF but is not, and keeps nothing', async () => {
    const before = await filesOnDisk();
    const response = await upload(resident, 'cv', 'cv.pdf', 'just some text pretending');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toContain('not a real PDF');
    expect(await filesOnDisk()).toEqual(before);
    expect(await stagedLeft()).toEqual([]);
  });

  it('refuses a type the purpose does not allow with the spec message', async () => {
    const response = await upload(resident, 'cv', 'photo.png', PDF);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('File type not supported. Please use: .pdf,.doc,.docx');
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const before = await filesOnDisk();
    const response = await upload(resident, 'cv', 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('File size must be less than 10MB');
    expect(await filesOnDisk()).toEqual(before);
    expect(await stagedLeft()).toEqual([]);
  });

  it('keeps images, documents and portfolios to administrators', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await upload(resident, 'image', 'a.png', png)).statusCode).toBe(403);
    expect((await upload(admin, 'image', 'a.png', png)).statusCode).toBe(201);
  });

  it("answers 404 for someone else's file and lets the owner or an admin delete it", async () => {
    const other = await signInResident(t);
    const { storageId } = (await upload(resident, 'cv', 'mine.pdf', PDF)).json();
    expect((await app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...other })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/files/${storageId}`, ...other })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...admin })).statusCode).toBe(
      200,
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/files/${storageId}`, ...resident })).statusCode,
    ).toBe(200);
    expect(await filesOnDisk()).not.toContain(storageId);
    expect((await app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...admin })).statusCode).toBe(
      404,
    );
  });

  it('lets every member read a file once it is shared with members, but still only the owner delete it', async () => {
    const other = await signInResident(t);
    const { storageId } = (await upload(resident, 'cv', 'shared.pdf', PDF)).json();
    expect((await app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...other })).statusCode).toBe(
      404,
    );
    await shareWithMembers(t.db, [storageId]);
    expect((await app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...other })).statusCode).toBe(
      200,
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/files/${storageId}`, ...other })).statusCode,
    ).toBe(404);
  });

  it('needs a session, a purpose and a file', async () => {
    const body = multipart({}, [{ field: 'file', name: 'a.pdf', content: PDF }]);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/files?purpose=cv',
          payload: body.payload,
          headers: body.headers,
        })
      ).statusCode,
    ).toBe(401);
    const noPurpose = await upload(resident, 'nonsense', 'a.pdf', PDF);
    expect(noPurpose.statusCode).toBe(400);
    expect(noPurpose.json().error.fields.purpose).toBeDefined();
    const empty = multipart({ note: 'x' });
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/files?purpose=cv',
      payload: empty.payload,
      headers: { ...empty.headers, ...resident.headers },
    });
    expect(noFile.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/files/not-a-uuid', ...resident })).statusCode).toBe(
      400,
    );
  });
});
