import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../features/jobs/jobs.table.ts';
import { createJob } from '../test/factories.ts';
import { listPage } from './list-page.ts';
import { createTestApp, signInAdmin, signInResident } from '../test/helper.ts';

// The caches on, as in production: these tests are about them.
const t = await createTestApp({ environment: { RESPONSE_CACHE_SECONDS: '60', SESSION_CACHE_SECONDS: '5' } });
const { app, db } = t;
const resident = await signInResident(t);
const admin = await signInAdmin(t);

const list = async (query: string, who: { headers: Record<string, string> } = resident) =>
  (await app.inject({ method: 'GET', url: `/api/jobs${query}`, ...who })).json();

/** Waits for a condition that another process's change makes true once its notification arrives. */
async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the change was not seen within 5 s');
    await new Promise((wait) => setTimeout(wait, 25));
  }
}

describe('lists at any size', () => {
  it('count exactly up to 1,000 rows past the page, then say "at least"', async () => {
    await db.execute(sql`
      INSERT INTO jobs (title, company, poster_email, poster_role, description, industry, contact_email,
        contact_phone, is_approved, status)
      SELECT 'Bulk Cartographer ' || i, 'Atlas', 'p@hub.test', 'Lead', 'Maps.', 'Design', 'c@hub.test', '+20 1',
        true, 'approved'
      FROM generate_series(1, 1050) AS i`);
    const first = await list('?search=cartographer&pageSize=20');
    expect(first).toMatchObject({ total: 1000, isTotalCapped: true });
    expect(first.items).toHaveLength(20);
    expect(await list('?search=cartographer&pageSize=20&page=3')).toMatchObject({
      total: 1040,
      isTotalCapped: true,
    });
    const near = await list('?search=cartographer&pageSize=20&page=5');
    expect(near.total).toBe(1050);
    expect(near).not.toHaveProperty('isTotalCapped');
    // An exact-total list (the dashboard's short ones) past its last page still counts every match.
    const pastTheEnd = await listPage(db, jobs, {
      where: sql`${jobs.title} LIKE 'Bulk Cartographer %'`,
      orderBy: [desc(jobs.createdAt), desc(jobs.id)],
      page: 100,
      pageSize: 20,
      exactTotal: true,
    });
    expect(pastTheEnd).toEqual({ rows: [], total: 1050 });
  });

  it('find words by their beginning and stem, and correct a typo to the closest known word', async () => {
    await createJob(db, { title: 'Geotechnical Engineer', company: 'Delta Soils' });
    expect((await list('?search=geotech')).items[0]?.title).toBe('Geotechnical Engineer');
    expect((await list('?search=engineers%20delta')).items[0]?.title).toBe('Geotechnical Engineer');
    const typo = await list('?search=geotecnical');
    expect(typo.correctedSearch).toBe('geotechnical');
    expect(typo.items.map((job: { title: string }) => job.title)).toEqual(['Geotechnical Engineer']);
    // A word like no other stays unfound rather than matching something far from it.
    expect(await list('?search=xqzzvy')).toEqual({ items: [], total: 0 });
  });

  it('correct several misspelt words of one search at once, keeping numbers and short words as typed', async () => {
    await createJob(db, { title: 'Hydrological Surveyor 42', company: 'Nile Basin' });
    const both = await list('?search=hydrologcal%20surveyr');
    expect(both.correctedSearch).toBe('hydrological surveyor');
    expect(both.items.map((job: { title: string }) => job.title)).toEqual(['Hydrological Surveyor 42']);
    const withNumber = await list('?search=survyor%2042');
    expect(withNumber.correctedSearch).toBe('surveyor 42');
    expect(withNumber.items.map((job: { title: string }) => job.title)).toEqual(['Hydrological Surveyor 42']);
    // One word with nothing close spoils the correction: nothing found, nothing claimed.
    expect(await list('?search=hydrologcal%20xqzzvy')).toEqual({ items: [], total: 0 });
    // Nothing a typo pass could change (a number alone) is answered as found.
    expect(await list('?search=987654')).toEqual({ items: [], total: 0 });
    // 'null' is a word like any other, not an empty element of the words looked up.
    await createJob(db, { title: 'Nulla Weaver', company: 'Loom' });
    expect((await list('?search=nulla%20weaverr')).correctedSearch).toBe('nulla weaver');
    expect(await list('?search=null%20weaverr')).toMatchObject({ correctedSearch: 'nulla weaver' });
  });

  it('remember a looked-up word only until a change may have brought a closer one', async () => {
    // Looked up once and remembered: nothing close to 'marquetter' yet.
    expect(await list('?search=marquetter%201')).toEqual({ items: [], total: 0 });
    await createJob(db, { title: 'Marquetry Restorer 1', company: 'Inlay' });
    // Committed by another connection: this process forgets what it remembered once the change is heard.
    await eventually(async () => (await list('?search=marquetter%201')).correctedSearch === 'marquetry 1');
    expect((await list('?search=marquetter%201')).items.map((job: { title: string }) => job.title)).toEqual([
      'Marquetry Restorer 1',
    ]);
  });

  it('keep a looked-up word through changes that bring no words, such as a whitelist entry', async () => {
    const heardFrom = (table: string) =>
      new Promise<void>((resolve) => {
        const stop = app.changes.subscribe((change) => {
          if (change.table === table) {
            stop();
            resolve();
          }
        });
      });
    // Looked up once and remembered: nothing close to 'chandlerr' yet.
    expect(await list('?search=chandlerr%207')).toEqual({ items: [], total: 0 });
    // A closer word and its job arrive unannounced (triggers off, as no real write can be): only forgetting the
    // remembered lookup would find them.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`INSERT INTO search_words (word) VALUES ('chandler')`);
      await tx.execute(sql`
        INSERT INTO jobs (title, company, poster_email, poster_role, description, industry, contact_email,
          contact_phone, is_approved, status)
        VALUES ('Chandler 7', 'Walls', 'p@hub.test', 'Lead', 'Plaster.', 'Design', 'c@hub.test', '+20 1', true,
          'approved')`);
    });
    // A whitelist entry is heard (and empties the response cache) but adds no word: the lookup is kept.
    const whitelisted = heardFrom('email_whitelist');
    await db.execute(sql`
      INSERT INTO email_whitelist (email, name, unit, added_by) VALUES ('chandler@hub.test', 'Chandler', '7', 'test')`);
    await whitelisted;
    expect(await list('?search=chandlerr%207')).toEqual({ items: [], total: 0 });
    // A new post may bring a closer word: forgotten, looked up again.
    const posted = heardFrom('jobs');
    await createJob(db, { title: 'Mural Painter', company: 'Walls' });
    await posted;
    expect(await list('?search=chandlerr%207')).toMatchObject({
      correctedSearch: 'chandler 7',
      items: [{ title: 'Chandler 7' }],
    });
  });

  it('page and count agree on any page, and a page past the end still says how many there are', async () => {
    await createJob(db, { title: 'Paged Glazier 1', company: 'Pane' });
    await createJob(db, { title: 'Paged Glazier 2', company: 'Pane' });
    await createJob(db, { title: 'Paged Glazier 3', company: 'Pane' });
    const first = await list('?search=glazier&pageSize=2');
    expect(first.total).toBe(3);
    expect(first.items.map((job: { title: string }) => job.title)).toEqual([
      'Paged Glazier 3',
      'Paged Glazier 2',
    ]);
    expect(typeof first.items[0]?.createdAt).toBe('string');
    const second = await list('?search=glazier&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, items: [{ title: 'Paged Glazier 1' }] });
    expect(await list('?search=glazier&pageSize=2&page=9')).toEqual({ items: [], total: 3 });
  });
});

describe('the response cache', () => {
  it('serves a list from memory until a change anywhere is heard, and keeps viewers apart', async () => {
    const heard = new Promise<void>((resolve) => {
      const stop = app.changes.subscribe((change) => {
        if (change.table === 'jobs') {
          stop();
          resolve();
        }
      });
    });
    const job = await createJob(db, { title: 'Cached Cooper' });
    await heard;
    expect((await list('?search=cooper')).items[0]?.title).toBe('Cached Cooper');
    // A change the change bus never hears (triggers off, as no real write can be) proves the answer is cached.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE jobs SET title = 'Silent Cooper' WHERE id = ${job.id}`);
    });
    expect((await list('?search=cooper')).items[0]?.title).toBe('Cached Cooper');
    // Administrators have their own entry: theirs is read fresh.
    expect((await list('?search=cooper', admin)).items[0]?.title).toBe('Silent Cooper');
    // A write by another process is announced through LISTEN/NOTIFY and drops the entry.
    await db.execute(sql`UPDATE jobs SET company = 'Barrel Works' WHERE id = ${job.id}`);
    await eventually(async () => (await list('?search=cooper')).items[0]?.title === 'Silent Cooper');
  });

  it('answers from memory only to the role that stored the answer: a guard still refuses everyone else', async () => {
    const read = (who: { headers: Record<string, string> }) =>
      app.inject({ method: 'GET', url: '/api/admin/jobs', ...who });
    expect((await read(admin)).statusCode).toBe(200);
    expect((await read(admin)).statusCode).toBe(200);
    expect((await read(resident)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
  });

  it('sends a hit compressed to a client that accepts it, the same answer as the plain one', async () => {
    for (let i = 0; i < 20; i += 1) await createJob(db, { title: `Compressed Cartwright ${i}` });
    const ask = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/jobs?search=cartwright',
        headers: { ...resident.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().total).toBe(20);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
      ['x-gzip', 'gzip', gunzipSync],
    ] as const) {
      const hit = await ask(accepted);
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(hit.headers.vary).toContain('accept-encoding');
      expect(decode(hit.rawPayload).toString()).toBe(plain.body);
    }
    expect((await ask('identity')).body).toBe(plain.body);
  });
});

describe('the session cache', () => {
  it('forgets a session ended here at once, and one ended by another process when it hears of it', async () => {
    const member = await signInResident(t);
    const mine = () => app.inject({ method: 'GET', url: '/api/auth/me', ...member });
    expect((await mine()).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/auth/logout', ...member });
    expect((await mine()).statusCode).toBe(401);

    const other = await signInResident(t);
    const theirs = () => app.inject({ method: 'GET', url: '/api/auth/me', ...other });
    expect((await theirs()).statusCode).toBe(200);
    await db.execute(
      sql`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${other.email})`,
    );
    await eventually(async () => (await theirs()).statusCode === 401);
  });
});
