import { request as httpRequest, type IncomingMessage } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { accessRequests } from '../access-requests/access-requests.table.ts';
import { applications } from '../applications/applications.table.ts';
import { users } from '../../db/users.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { countOpenStreams, MAX_STREAMS_PER_SESSION } from './live-streams.ts';

const t = await createTestApp();
const { app, db } = t;
let base = '';
beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** A raw event stream over real HTTP: everything the server wrote, as text, as it arrives. */
type RawStream = { status: number; text: () => string; ended: Promise<void>; close: () => void };

function openStream(path: string, headers: Record<string, string> = {}): Promise<RawStream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { headers }, (response: IncomingMessage) => {
      let received = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
      });
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      resolve({
        status: response.statusCode ?? 0,
        text: () => received,
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
    request.end();
  });
}

async function until(condition: () => boolean, what: string, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

const ticketFor = async (headers: { authorization: string }) => {
  const response = await app.inject({ method: 'POST', url: '/api/events/ticket', headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { ticket: string }).ticket;
};

describe('GET /api/events', () => {
  it('refuses anyone without a session, a used ticket and an unknown one', async () => {
    expect((await openStream('/api/events')).status).toBe(401);
    expect((await openStream('/api/events?ticket=nonsense')).status).toBe(401);
    const noTicket = await app.inject({ method: 'POST', url: '/api/events/ticket' });
    expect(noTicket.statusCode).toBe(401);

    const resident = await signInResident(t);
    const ticket = await ticketFor(resident.headers);
    const first = await openStream(`/api/events?ticket=${ticket}`);
    expect(first.status).toBe(200);
    const second = await openStream(`/api/events?ticket=${ticket}`);
    expect(second.status).toBe(401);
    first.close();
  });

  it("carries an access request to an admin, never admin-only data to a resident, and a resident's own news", async () => {
    const admin = await signInAdmin(t);
    const resident = await signInResident(t);
    const [residentUser] = await db.select().from(users).where(eq(users.email, resident.email));
    if (!residentUser) throw new Error('no resident user');
    const adminStream = await openStream('/api/events', admin.headers);
    const residentStream = await openStream(`/api/events?ticket=${await ticketFor(resident.headers)}`);
    expect(adminStream.status).toBe(200);
    expect(residentStream.status).toBe(200);
    await until(() => residentStream.text().includes('event: ready'), 'the resident stream to open');

    // An access request, a post waiting for moderation, its approval, and an application's status change.
    const accessRequest = await app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: {
        fullName: 'Nadia Fawzy',
        email: 'nadia@hub.test',
        unitNumber: 'B-12',
        mobile: '+20 122 333 4444',
      },
      remoteAddress: '198.18.9.9',
    });
    expect(accessRequest.statusCode).toBe(201);
    // The public answer carries no id (decision 058): the stored request's.
    const [{ id: accessRequestId } = { id: '' }] = await db
      .select({ id: accessRequests.id })
      .from(accessRequests)
      .where(eq(accessRequests.email, 'nadia@hub.test'));
    const pending = await createJob(db, {
      isApproved: false,
      status: 'pending',
      posterEmail: 'someone@hub.test',
    });
    const decision = await app.inject({
      method: 'PATCH',
      url: `/api/admin/jobs/${pending.id}/decision`,
      payload: { status: 'approved' },
      ...admin,
    });
    expect(decision.statusCode).toBe(200);
    const [application] = await db
      .insert(applications)
      .values({
        applicantName: 'Test Resident',
        applicantEmail: resident.email,
        applicantPhone: '+20 100 000 0001',
        jobId: pending.id,
        applicantUserId: residentUser.id,
      })
      .returning();
    if (!application) throw new Error('no application');
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${application.id}`,
      payload: { status: 'interview' },
      ...admin,
    });
    expect(moved.statusCode).toBe(200);
    // Someone else's post and someone else's application: nothing of them reaches this resident.
    const other = await createJob(db, {
      isApproved: false,
      status: 'pending',
      posterEmail: 'other@hub.test',
    });
    await db.update(jobs).set({ title: 'Renamed' }).where(eq(jobs.id, other.id));

    await until(
      () => residentStream.text().includes('"reason":"own","status":"interview"'),
      "the resident's application news",
    );
    await until(() => adminStream.text().includes(other.id), 'the admin stream');
    // The resident's stream had as long to hear of the other post as the admin's.
    await new Promise((wait) => setTimeout(wait, 100));

    const adminText = adminStream.text();
    expect(adminText).toContain(`{"kind":"access-requests","reason":"created","id":"${accessRequestId}"}`);
    expect(adminText).toContain(`"kind":"jobs","reason":"created","id":"${other.id}"`);

    const residentText = residentStream.text();
    expect(residentText).toContain(`{"kind":"jobs","id":"${pending.id}","reason":"listed"}`);
    expect(residentText).toContain(
      `{"kind":"applications","id":"${application.id}","reason":"own","status":"interview"}`,
    );
    // No access requests, no unlisted posts, no one's address or contact fields, nothing of others.
    expect(residentText).not.toContain('access-requests');
    expect(residentText).not.toContain(accessRequestId);
    expect(residentText).not.toContain(other.id);
    expect(residentText).not.toContain('@');
    expect(residentText).not.toContain('contact');
    expect(residentText).not.toMatch(/"reason":"(created|updated|deleted)"/);
    for (const line of residentText.split('\n').filter((line) => line.startsWith('data: '))) {
      const fields = Object.keys(JSON.parse(line.slice('data: '.length)));
      expect(fields.every((field) => ['kind', 'id', 'reason', 'status'].includes(field))).toBe(true);
    }
    adminStream.close();
    residentStream.close();
  });

  it('ends the stream when its session ends', async () => {
    const resident = await signInResident(t);
    const stream = await openStream('/api/events', resident.headers);
    await until(() => stream.text().includes('event: ready'), 'the stream to open');
    const before = countOpenStreams();
    expect(before).toBeGreaterThanOrEqual(1);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', ...resident });
    expect(logout.statusCode).toBeLessThan(300);
    await stream.ended;
    expect(stream.text()).toContain('event: end');
    expect(countOpenStreams()).toBe(before - 1);
  });

  it('holds at most five streams per session: the sixth closes the first, and other sessions keep theirs', async () => {
    const resident = await signInResident(t);
    const other = await signInResident(t);
    const othersStream = await openStream('/api/events', other.headers);
    let isOthersEnded = false;
    void othersStream.ended.then(() => {
      isOthersEnded = true;
    });
    const opened: RawStream[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_SESSION; index += 1) {
      const stream = await openStream(`/api/events?ticket=${await ticketFor(resident.headers)}`);
      await until(() => stream.text().includes('event: ready'), 'a stream to open');
      opened.push(stream);
    }
    const before = countOpenStreams();
    let isFirstEnded = false;
    void opened[0]?.ended.then(() => {
      isFirstEnded = true;
    });
    const sixth = await openStream('/api/events', resident.headers);
    await until(() => sixth.text().includes('event: ready'), 'the sixth stream to open');
    await until(() => isFirstEnded, 'the first stream to close');
    // Closed without `event: end`, which would tell the client its session ended and sign it out.
    expect(opened[0]?.text()).not.toContain('event: end');
    expect(countOpenStreams()).toBe(before);
    await until(() => othersStream.text().includes('event: ready'), "the other session's stream to open");
    expect(isOthersEnded).toBe(false);
    for (const stream of [...opened, sixth, othersStream]) stream.close();
  });

  it('listens again after its connection drops, and tells open streams to refetch what they missed', async () => {
    const admin = await signInAdmin(t);
    const stream = await openStream('/api/events', admin.headers);
    await until(() => stream.text().includes('event: ready'), 'the stream to open');
    await db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN hub_changes'`,
    );
    await until(() => stream.text().includes('event: resync'), 'a resync after reconnecting', 5000);
    const job = await createJob(db);
    await until(() => stream.text().includes(job.id), 'changes heard again');
    stream.close();
  });

  it('counts pending items for the tab badges, for administrators only', async () => {
    const admin = await signInAdmin(t);
    const resident = await signInResident(t);
    const counts = await app.inject({ method: 'GET', url: '/api/admin/pending-counts', ...admin });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({
      jobs: expect.any(Number),
      internships: expect.any(Number),
      accessRequests: expect.any(Number),
    });
    expect(counts.json().jobs).toBeGreaterThanOrEqual(1);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/pending-counts', ...resident })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/pending-counts' })).statusCode).toBe(401);
  });
});
