import type { JobInput } from '@hub/contract/jobs/job.schema';
import type { PushDevice } from '@hub/contract/push/push.schema';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { createTestApp, signInAdmin, signInResident, startTestQueue } from '../../test/helper.ts';
import { isAllowedEndpoint } from './push.service.ts';
import { browserKeys, decryptPush, startPushService, verifiedVapidClaims } from './test-push-service.ts';

const pushService = await startPushService();
afterAll(() => pushService.stop());
// The push service, and a port nothing listens on: a push service that is down.
const UNREACHABLE = 'http://127.0.0.1:9';
const t = await createTestApp({
  environment: { PUSH_SERVICES: `${pushService.url},${UNREACHABLE}` },
  limits: { accessRequestsPerHour: 100 },
});
const { app, db } = t;
await startTestQueue(t);
const admin = await signInAdmin(t);

type Auth = { headers: { authorization: string } };
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36';

/** Subscribes a browser as a person's page does: its new keys, an endpoint at the push service. */
async function subscribe(auth: Auth, path: string, base = pushService.url) {
  const browser = browserKeys();
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...auth.headers, 'user-agent': CHROME_ON_ANDROID },
    payload: { endpoint: `${base}${path}`, expirationTime: null, keys: browser.json },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { browser, device: response.json() as PushDevice };
}

const devicesOf = async (auth: Auth) => {
  const response = await app.inject({ method: 'GET', url: '/api/push/subscriptions', ...auth });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: PushDevice[] }).items;
};

const setKind = (auth: Auth, key: string, isEnabled: boolean) =>
  app.inject({ method: 'PUT', url: '/api/push/preferences', payload: { key, isEnabled }, ...auth });

const job = (title: string): JobInput => ({
  title,
  company: 'Nile Pools',
  posterRole: 'Manager',
  location: 'New Cairo',
  description: 'Keep the compound pools clean and safe all year round.',
  requirements: '',
  skills: 'Pumps, Chemistry',
  salaryRange: '',
  contactEmail: 'pools@nile.test',
  contactPhone: '+20 100 000 0000',
  experienceLevel: 'Mid Level',
  industry: 'Other',
  jobType: 'Full-time',
});

/** A resident posts a job and an administrator approves it: the change that pushes to the poster. */
async function postAndApprove(resident: Auth, title: string) {
  const posted = await app.inject({ method: 'POST', url: '/api/jobs', payload: job(title), ...resident });
  expect(posted.statusCode, posted.body).toBe(201);
  const id: string = posted.json().id;
  const decided = await app.inject({
    method: 'PATCH',
    url: `/api/admin/jobs/${id}/decision`,
    payload: { status: 'approved' },
    ...admin,
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return id;
}

/** Deliveries still in the queue (waiting, or being sent) for one device. */
const queuedFor = async (subscriptionId: string) =>
  (
    await db.execute<{ waiting: number }>(sql`
      SELECT count(*)::int AS waiting
      FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks task ON task.id = j.task_id
      WHERE task.identifier = 'deliver_push' AND j.payload->>'subscriptionId' = ${subscriptionId}`)
  ).rows[0]?.waiting;

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

describe('subscribing', () => {
  it('gives the VAPID public key to a signed-in member only', async () => {
    const resident = await signInResident(t);
    expect((await app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
    const response = await app.inject({ method: 'GET', url: '/api/push/key', ...resident });
    expect(response.statusCode).toBe(200);
    // An uncompressed P-256 point: 65 bytes starting with 4.
    const key = Buffer.from(response.json().publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('keeps the device with a label from its user agent, and lists it for its owner only', async () => {
    const resident = await signInResident(t);
    const { device } = await subscribe(resident, '/send/listed');
    expect(device).toMatchObject({ label: 'Chrome on Android', lastSuccessAt: null });
    expect((await devicesOf(resident)).map((d) => d.id)).toEqual([device.id]);
    expect(await devicesOf(await signInResident(t))).toEqual([]);
  });

  it('refuses an endpoint that is not a push service the server sends to', async () => {
    const resident = await signInResident(t);
    for (const endpoint of ['http://169.254.169.254/latest/meta-data', 'https://push.example.test/x']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { endpoint, keys: browserKeys().json },
        ...resident,
      });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().error.fields.endpoint).toMatch(/push service/);
    }
    const badKey = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: `${pushService.url}/send/bad`, keys: { p256dh: 'AAAA', auth: 'AAAA' } },
      ...resident,
    });
    expect(badKey.statusCode).toBe(400);
  });

  it('moves a browser subscribed again by another member to that member', async () => {
    const first = await signInResident(t);
    const second = await signInResident(t);
    const { browser, device } = await subscribe(first, '/send/shared-browser');
    const again = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: `${pushService.url}/send/shared-browser`, keys: browser.json },
      ...second,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(device.id);
    expect(await devicesOf(first)).toEqual([]);
    expect((await devicesOf(second)).map((d) => d.id)).toEqual([device.id]);
  });

  it('lets nobody but the owner remove a device', async () => {
    const owner = await signInResident(t);
    const other = await signInResident(t);
    const { device } = await subscribe(owner, '/send/mine');
    const url = `/api/push/subscriptions/${device.id}`;
    expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url, ...other })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, ...admin })).statusCode).toBe(404);
    expect((await devicesOf(owner)).map((d) => d.id)).toEqual([device.id]);
    expect((await app.inject({ method: 'DELETE', url, ...owner })).json()).toEqual({ ok: true });
    expect(await devicesOf(owner)).toEqual([]);
  });
});

describe('a resident whose job is approved', () => {
  it('gets an encrypted message at their push service, signed with the server key, that decrypts to the notification', async () => {
    const resident = await signInResident(t);
    const { browser, device } = await subscribe(resident, '/send/poster');
    const id = await postAndApprove(resident, 'Pool Technician');

    const message = await pushService.waitFor('/send/poster');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers['content-type']).toBe('application/octet-stream');
    expect(message.headers.ttl).toBe('86400');
    // Nothing of the text travels in the clear.
    expect(message.body.includes(Buffer.from('Pool Technician'))).toBe(false);
    expect(JSON.parse(decryptPush(message.body, browser))).toEqual({
      title: 'Your job was approved',
      body: '“Pool Technician” is now listed for residents.',
      url: `/careers?job=${id}`,
    });

    const { publicKey } = (await app.inject({ method: 'GET', url: '/api/push/key', ...resident })).json();
    const claims = verifiedVapidClaims(message.headers.authorization, publicKey);
    expect(claims.aud).toBe(pushService.url);
    expect(claims.sub).toBe(readConfig({}).vapidSubject);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    await eventually(
      async () => (await devicesOf(resident)).some((d) => d.id === device.id && d.lastSuccessAt !== null),
      'the device showing its last delivery',
    );
    expect(pushService.messagesTo('/send/poster')).toHaveLength(1);
  });

  it('loses a device whose push service answers 410 Gone (the browser unsubscribed)', async () => {
    const resident = await signInResident(t);
    const { device } = await subscribe(resident, '/send/gone');
    const { device: kept } = await subscribe(resident, '/send/kept');
    pushService.answer('/send/gone', 410);
    await postAndApprove(resident, 'Gardener');
    await pushService.waitFor('/send/gone');
    await pushService.waitFor('/send/kept');
    await eventually(
      async () => !(await devicesOf(resident)).some((d) => d.id === device.id),
      'the gone device leaving the list',
    );
    expect((await devicesOf(resident)).map((d) => d.id)).toEqual([kept.id]);
  });

  it('gets nothing of a kind they turned off, and gets it again once it is back on', async () => {
    const resident = await signInResident(t);
    const { browser, device } = await subscribe(resident, '/send/quiet');
    const off = await setKind(resident, 'post-decided', false);
    expect(off.statusCode).toBe(200);
    expect(off.json().preferences).toContainEqual(
      expect.objectContaining({ key: 'post-decided', isEnabled: false }),
    );

    await postAndApprove(resident, 'Night Guard');
    // The push would have been queued by the approval's own transaction: it is neither waiting nor sent.
    expect(await queuedFor(device.id)).toBe(0);
    expect(pushService.messagesTo('/send/quiet')).toEqual([]);

    expect((await setKind(resident, 'post-decided', true)).statusCode).toBe(200);
    await postAndApprove(resident, 'Day Guard');
    const message = await pushService.waitFor('/send/quiet');
    expect(JSON.parse(decryptPush(message.body, browser)).body).toBe(
      '“Day Guard” is now listed for residents.',
    );
    expect(pushService.messagesTo('/send/quiet')).toHaveLength(1);
  });

  it('is approved at once even while their push service cannot be reached', async () => {
    const resident = await signInResident(t);
    const { device } = await subscribe(resident, '/send/down', UNREACHABLE);
    await postAndApprove(resident, 'Electrician');
    // The delivery waits in the queue for the next try; the device is kept.
    await eventually(async () => (await queuedFor(device.id)) === 1, 'the delivery waiting in the queue');
    expect((await devicesOf(resident)).map((d) => d.id)).toEqual([device.id]);
  });

  it("cannot set an administrator's kind, nor an administrator a resident's", async () => {
    const resident = await signInResident(t);
    expect((await setKind(resident, 'admin-review', false)).statusCode).toBe(400);
    expect((await setKind(admin, 'job-alert', false)).statusCode).toBe(400);
    const mine = await app.inject({ method: 'GET', url: '/api/push/preferences', ...resident });
    expect(mine.json().preferences.map((p: { key: string }) => p.key)).toEqual([
      'application-status',
      'post-decided',
      'job-alert',
    ]);
  });
});

describe('administrators', () => {
  it('get one push saying how many wait for review, then none sooner than 10 minutes later', async () => {
    const { browser } = await subscribe(admin, '/send/admin');
    const requestAccess = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/access-requests',
        payload: {
          fullName: `Applicant ${n}`,
          email: `applicant-${n}@hub.test`,
          unitNumber: 'B-2',
          mobile: '+20 122 000 0000',
        },
      });
    expect((await requestAccess(1)).statusCode).toBe(201);
    const message = await pushService.waitFor('/send/admin');
    expect(message.headers.topic).toBe('admin-review');
    expect(JSON.parse(decryptPush(message.body, browser))).toEqual({
      title: 'Something waits for review',
      body: '1 access request waits for review.',
      url: '/admin?tab=access-requests',
    });

    for (const n of [2, 3, 4, 5]) expect((await requestAccess(n)).statusCode).toBe(201);
    // One reminder waits for all four, due 10 minutes after the first push.
    const { rows } = await db.execute<{ waiting: number; delay: number }>(sql`
      SELECT count(*)::int AS waiting,
        extract(epoch FROM max(j.run_at) - (SELECT sent_at FROM push_reminders WHERE kind = 'admin-review'))::float AS delay
      FROM graphile_worker.jobs j WHERE j.task_identifier = 'push_review'`);
    expect(rows[0]?.waiting).toBe(1);
    expect(rows[0]?.delay).toBeCloseTo(600, 0);
    expect(pushService.messagesTo('/send/admin')).toHaveLength(1);
  });
});

describe('isAllowedEndpoint', () => {
  const services = readConfig({}).pushServices;
  it("allows the browsers' push services and nothing else", () => {
    expect(isAllowedEndpoint(services, 'https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isAllowedEndpoint(services, 'https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(isAllowedEndpoint(services, 'https://web.push.apple.com/QGx')).toBe(true);
    expect(isAllowedEndpoint(services, 'https://wns2-par02p.notify.windows.com/w/?token=x')).toBe(true);
    expect(isAllowedEndpoint(services, 'http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isAllowedEndpoint(services, 'https://fcm.googleapis.com.evil.test/x')).toBe(false);
    expect(isAllowedEndpoint(services, 'https://evilpush.apple.com.test/x')).toBe(false);
    expect(isAllowedEndpoint(services, 'https://user:pw@fcm.googleapis.com/x')).toBe(false);
    expect(isAllowedEndpoint(services, 'http://127.0.0.1:5432/')).toBe(false);
  });
});
