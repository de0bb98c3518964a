import type {
  AccessRequest,
  AccessRequestList,
  CreateAccessRequest,
} from '@hub/contract/access-requests/access-request.schema';
import type { AdminStats } from '@hub/contract/dashboard/stats.schema';
import { MESSAGES } from '@hub/contract/messages';
import type { WhitelistEntry } from '@hub/contract/whitelist/whitelist.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../mail/mail.table.ts';
import { ADMIN, createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';

const t = await createTestApp();
const { app } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Access requests are limited per client address, so every request outside the rate-limit test comes from
 * an address of its own (198.18.0.0/15 is reserved for testing).
 */
let lastAddress = 0;
const nextAddress = () => {
  lastAddress++;
  return `198.18.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

const validRequest = (overrides: Partial<CreateAccessRequest> = {}): CreateAccessRequest => ({
  fullName: 'Nadia Fawzy',
  email: 'nadia@hub.test',
  unitNumber: 'B-12',
  mobile: '+20 122 333 4444',
  ...overrides,
});

const submit = (payload: unknown, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/api/access-requests', payload: payload as object, remoteAddress });

/** A request that goes through, and the stored request (the public answer carries no id). */
async function submitOk(overrides: Partial<CreateAccessRequest> = {}) {
  const request = validRequest(overrides);
  const response = await submit(request);
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ status: 'pending' });
  const [stored] = await requestsOf(request.email.toLowerCase());
  if (!stored) throw new Error(`no stored request for ${request.email}`);
  return stored;
}

async function adminList(query = ''): Promise<AccessRequestList> {
  const response = await app.inject({ method: 'GET', url: `/api/admin/access-requests${query}`, ...admin });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every stored request for an address, read through the admin list. */
async function requestsOf(email: string): Promise<AccessRequest[]> {
  return (await adminList('?pageSize=100')).items.filter((item) => item.email === email);
}

const decide = (id: string, status: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/access-requests/${id}`,
    payload: { status },
    ...admin,
  });

async function whitelistEntriesOf(email: string): Promise<WhitelistEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/whitelist?search=${encodeURIComponent(email)}`,
    ...admin,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().items as WhitelistEntry[]).filter((entry) => entry.email === email);
}

const login = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress: nextAddress() });

async function stats(): Promise<AdminStats> {
  const response = await app.inject({ method: 'GET', url: '/api/admin/stats', ...admin });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('asking for access', () => {
  it('stores a pending request and answers 201', async () => {
    const response = await submit(
      validRequest({ fullName: '  Karim Nabil ', email: 'Karim@Hub.TEST', unitNumber: ' A-3 ' }),
    );
    expect(response.statusCode).toBe(201);
    // The public answer says only what every requester is told, whoever they are.
    expect(response.json()).toEqual({ status: 'pending' });

    const [stored, ...others] = await requestsOf('karim@hub.test');
    expect(others).toHaveLength(0);
    expect(stored?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored).toMatchObject({
      fullName: 'Karim Nabil',
      email: 'karim@hub.test',
      unitNumber: 'A-3',
      mobile: '+20 122 333 4444',
      status: 'pending',
      decidedBy: null,
    });
  });

  it('takes the mobile number as optional', async () => {
    const { mobile: _left, ...withoutMobile } = validRequest({ email: 'no-mobile@hub.test' });
    expect((await submit(withoutMobile)).statusCode).toBe(201);
    expect((await submitOk({ email: 'blank-mobile@hub.test', mobile: '  ' })).status).toBe('pending');
    expect((await requestsOf('no-mobile@hub.test'))[0]?.mobile).toBeNull();
    expect((await requestsOf('blank-mobile@hub.test'))[0]?.mobile).toBeNull();
  });

  it('asks for the required fields when the name or unit is missing or blank', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validRequest({ email: 'no-name@hub.test' }), fullName: undefined }, 'fullName'],
      [validRequest({ email: 'blank-name@hub.test', fullName: '   ' }), 'fullName'],
      [{ ...validRequest({ email: 'no-unit@hub.test' }), unitNumber: undefined }, 'unitNumber'],
      [validRequest({ email: 'blank-unit@hub.test', unitNumber: '' }), 'unitNumber'],
    ];
    for (const [payload, field] of cases) {
      const response = await submit(JSON.parse(JSON.stringify(payload)));
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(response.json().error.fields[field]).toBe(MESSAGES.accessRequestFieldsRequired);
    }
    const empty = await submit({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      fullName: MESSAGES.accessRequestFieldsRequired,
      unitNumber: MESSAGES.accessRequestFieldsRequired,
      email: MESSAGES.accessRequestFieldsRequired,
    });
    for (const email of [
      'no-name@hub.test',
      'blank-name@hub.test',
      'no-unit@hub.test',
      'blank-unit@hub.test',
    ])
      expect(await requestsOf(email)).toEqual([]);
  });

  it('refuses a malformed e-mail, an over-long field and an unknown field', async () => {
    const bad = await submit(validRequest({ email: 'nadia.at.hub.test' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe(MESSAGES.validEmail);
    const blank = await submit(validRequest({ email: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.email).toBe(MESSAGES.accessRequestFieldsRequired);
    const long = await submit(validRequest({ email: 'long@hub.test', unitNumber: 'x'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.unitNumber).toMatch(/100/);
    const extra = await submit({ ...validRequest({ email: 'extra@hub.test' }), status: 'approved' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields.status).toBe('status is not a known field');
    expect(await requestsOf('long@hub.test')).toEqual([]);
    expect(await requestsOf('extra@hub.test')).toEqual([]);
  });

  it('keeps one pending request per address, whatever the case, and answers a second one alike', async () => {
    const first = await submitOk({ email: 'waiting@hub.test' });
    for (const email of ['waiting@hub.test', 'WAITING@Hub.Test']) {
      const again = await submit(validRequest({ email, fullName: 'Someone Else' }));
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ status: 'pending' });
    }
    const stored = await requestsOf('waiting@hub.test');
    expect(stored.map((item) => [item.id, item.fullName])).toEqual([[first.id, 'Nadia Fawzy']]);
  });

  it('accepts a new request once the earlier one was rejected', async () => {
    const first = await submitOk({ email: 'second-try@hub.test' });
    expect((await decide(first.id, 'rejected')).statusCode).toBe(200);
    const second = await submitOk({ email: 'second-try@hub.test' });
    const stored = await requestsOf('second-try@hub.test');
    expect(stored.map((item) => [item.id, item.status])).toEqual([
      [second.id, 'pending'],
      [first.id, 'rejected'],
    ]);
  });

  it('answers an address that already has access like any other, stores nothing and tells it by mail', async () => {
    await signInResident(t, 'already-in@hub.test');
    const response = await submit(validRequest({ email: 'Already-In@hub.test' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'pending' });
    expect(await requestsOf('already-in@hub.test')).toEqual([]);
    const told = await t.db.select().from(outbox).where(eq(outbox.toEmail, 'already-in@hub.test'));
    expect(told.map((mail) => mail.kind)).toEqual(['access-request-has-access']);
    expect(told[0]?.textBody).toContain('already has access');
    // Nothing the requester typed reaches the mailbox.
    expect(told[0]?.textBody).not.toContain('Nadia');
  });

  it('never puts the name from a request into the mail to the address it names', async () => {
    await submitOk({ email: 'stranger-box@hub.test', fullName: 'Visit evil.example to claim a prize' });
    const [received] = await t.db.select().from(outbox).where(eq(outbox.toEmail, 'stranger-box@hub.test'));
    expect(received?.kind).toBe('access-request-received');
    expect(`${received?.subject} ${received?.textBody} ${received?.htmlBody}`).not.toContain('evil.example');
  });

  it('allows five requests an hour from one address, then answers 429', async () => {
    const address = '203.0.113.250';
    const codes: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await submit(validRequest({ email: `limited-${i}@hub.test` }), address);
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201]);

    const sixth = await submit(validRequest({ email: 'limited-6@hub.test' }), address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    expect(sixth.json().error.message).toContain(MESSAGES.tooManyRequests);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await requestsOf('limited-6@hub.test')).toEqual([]);

    // The limit is per address: someone else can still ask.
    expect((await submit(validRequest({ email: 'limited-6@hub.test' }))).statusCode).toBe(201);
  });
});

describe('the administrator’s list', () => {
  it('filters by status and shows pending requests first, newest first within each status', async () => {
    const early = await submitOk({ email: 'list-early@hub.test' });
    const middle = await submitOk({ email: 'list-middle@hub.test' });
    const late = await submitOk({ email: 'list-late@hub.test' });
    const rejected = await submitOk({ email: 'list-rejected@hub.test' });
    expect((await decide(middle.id, 'approved')).statusCode).toBe(200);
    expect((await decide(rejected.id, 'rejected')).statusCode).toBe(200);

    const all = await adminList('?pageSize=100');
    expect(all.total).toBe(all.items.length);
    const statuses = all.items.map((item) => item.status);
    const firstDecided = statuses.findIndex((status) => status !== 'pending');
    expect(firstDecided).toBeGreaterThan(0);
    expect(statuses.slice(firstDecided)).not.toContain('pending');
    const pending = all.items.filter((item) => item.status === 'pending');
    const createdTimes = pending.map((item) => Date.parse(item.createdAt));
    expect(createdTimes).toEqual([...createdTimes].sort((a, b) => b - a));
    // Ours among them: the later pending one above the earlier, both above the decided ones.
    const ids = all.items.map((item) => item.id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(early.id));
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(rejected.id));
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(middle.id));

    const onlyPending = await adminList('?status=pending&pageSize=100');
    expect(onlyPending.items.every((item) => item.status === 'pending')).toBe(true);
    expect(onlyPending.total).toBe(pending.length);
    expect(onlyPending.items.map((item) => item.id)).toEqual(pending.map((item) => item.id));

    const onlyApproved = await adminList('?status=approved&pageSize=100');
    expect(onlyApproved.items.every((item) => item.status === 'approved')).toBe(true);
    expect(onlyApproved.items.map((item) => item.id)).toContain(middle.id);
    expect(onlyApproved.items.map((item) => item.id)).not.toContain(rejected.id);

    const onlyRejected = await adminList('?status=rejected&pageSize=100');
    expect(onlyRejected.items.map((item) => item.id)).toContain(rejected.id);
    expect(onlyRejected.items.map((item) => item.id)).not.toContain(middle.id);
    expect(onlyPending.total + onlyApproved.total + onlyRejected.total).toBe(all.total);
  });

  it('pages the list', async () => {
    const all = await adminList('?pageSize=100');
    expect(all.total).toBeGreaterThan(3);
    const first = await adminList('?pageSize=2');
    const second = await adminList('?pageSize=2&page=2');
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.items.slice(0, 4).map((item) => item.id),
    );
  });

  it('refuses an unknown status filter', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/access-requests?status=maybe',
      ...admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.status).toBeDefined();
  });
});

describe('deciding a request', () => {
  it('approving puts the requester on the whitelist with their details, and they can sign in', async () => {
    expect((await login('approved-person@hub.test')).statusCode).toBe(403);
    const { id } = await submitOk({
      fullName: 'Hana Mostafa',
      email: 'Approved-Person@hub.test',
      unitNumber: 'C-21',
      mobile: '+20 100 999 8888',
    });

    const response = await decide(id, 'approved');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      email: 'approved-person@hub.test',
      status: 'approved',
      decidedBy: ADMIN.email,
    });

    const entries = await whitelistEntriesOf('approved-person@hub.test');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      name: 'Hana Mostafa',
      unit: 'C-21',
      phone: '+20 100 999 8888',
      isActive: true,
      addedBy: ADMIN.email,
    });

    const signIn = await login('approved-person@hub.test');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({
      email: 'approved-person@hub.test',
      name: 'Hana Mostafa',
      role: 'user',
    });
  });

  it('approving a paused address makes it active again, keeping the details the administrator entered', async () => {
    const email = 'paused-then-asks@hub.test';
    await signInResident(t, email);
    const [entry] = await whitelistEntriesOf(email);
    if (!entry) throw new Error('whitelist entry missing');
    const paused = await app.inject({
      method: 'PUT',
      url: `/api/admin/whitelist/${entry.id}`,
      payload: { email, name: 'Name From Admin', unit: null, phone: null, isActive: false },
      ...admin,
    });
    expect(paused.statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(403);

    const { id } = await submitOk({ email, fullName: 'Name From Request', unitNumber: 'Z-1', mobile: null });
    expect((await decide(id, 'approved')).statusCode).toBe(200);
    const entries = await whitelistEntriesOf(email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: entry.id, isActive: true, name: 'Name From Admin', unit: 'Z-1' });
    expect((await login(email)).statusCode).toBe(200);
  });

  it('rejecting leaves the requester off the whitelist', async () => {
    const { id } = await submitOk({ email: 'rejected-person@hub.test' });
    const response = await decide(id, 'rejected');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'rejected', decidedBy: ADMIN.email });
    expect(await whitelistEntriesOf('rejected-person@hub.test')).toEqual([]);
    const refused = await login('rejected-person@hub.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.notWhitelisted);
  });

  it('decides a request only once', async () => {
    const approved = await submitOk({ email: 'decided-once@hub.test' });
    expect((await decide(approved.id, 'approved')).statusCode).toBe(200);
    for (const status of ['approved', 'rejected']) {
      const again = await decide(approved.id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'CONFLICT',
        message: 'This access request was already approved.',
      });
    }
    const rejected = await submitOk({ email: 'rejected-once@hub.test' });
    expect((await decide(rejected.id, 'rejected')).statusCode).toBe(200);
    const flip = await decide(rejected.id, 'approved');
    expect(flip.statusCode).toBe(409);
    expect(flip.json().error.message).toBe('This access request was already rejected.');
    // The refused approval did not let them in.
    expect(await whitelistEntriesOf('rejected-once@hub.test')).toEqual([]);
    expect((await requestsOf('rejected-once@hub.test'))[0]?.status).toBe('rejected');
  });

  it('answers 404 for an unknown request and 400 for a malformed id or status', async () => {
    const missing = await decide(UNKNOWN_ID, 'approved');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');

    const malformed = await decide('nope', 'approved');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.id).toBe('id must be a valid id');

    const { id } = await submitOk({ email: 'bad-status@hub.test' });
    for (const status of ['pending', 'maybe', '']) {
      const response = await decide(id, status);
      expect(response.statusCode, status).toBe(400);
      expect(response.json().error.fields.status).toBe('status must be approved or rejected');
    }
    expect((await requestsOf('bad-status@hub.test'))[0]?.status).toBe('pending');
  });
});

describe('who may call the admin routes', () => {
  it('answers 401 without a session and 403 to a resident, changing nothing', async () => {
    const { id } = await submitOk({ email: 'guarded@hub.test' });
    const routes = [
      { method: 'GET', url: '/api/admin/access-requests' },
      { method: 'PATCH', url: `/api/admin/access-requests/${id}`, payload: { status: 'approved' } },
      { method: 'GET', url: '/api/admin/stats' },
    ] as const;
    for (const route of routes) {
      const anonymous = await app.inject(route);
      expect(anonymous.statusCode, `${route.url} anonymous`).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
      const asResident = await app.inject({ ...route, headers: resident.headers });
      expect(asResident.statusCode, `${route.url} resident`).toBe(403);
      expect(asResident.json().error.code).toBe('FORBIDDEN');
    }
    expect((await requestsOf('guarded@hub.test'))[0]?.status).toBe('pending');
    expect(await whitelistEntriesOf('guarded@hub.test')).toEqual([]);
  });
});

describe('dashboard stats', () => {
  it('counts active whitelist entries and pending access requests', async () => {
    const before = await stats();
    expect(before.pendingAccessRequests).toBe((await adminList('?status=pending')).total);

    // +2 active entries, then one of them paused: +1.
    for (const email of ['stats-a@hub.test', 'stats-b@hub.test']) {
      const added = await app.inject({
        method: 'POST',
        url: '/api/admin/whitelist',
        payload: { email },
        ...admin,
      });
      expect(added.statusCode).toBe(201);
    }
    const [b] = await whitelistEntriesOf('stats-b@hub.test');
    const paused = await app.inject({
      method: 'PUT',
      url: `/api/admin/whitelist/${b?.id}`,
      payload: { email: 'stats-b@hub.test', isActive: false },
      ...admin,
    });
    expect(paused.statusCode).toBe(200);

    // +3 pending requests; one approved (-1 pending, +1 active entry), one rejected (-1 pending).
    const one = await submitOk({ email: 'stats-1@hub.test' });
    const two = await submitOk({ email: 'stats-2@hub.test' });
    await submitOk({ email: 'stats-3@hub.test' });
    expect((await decide(one.id, 'approved')).statusCode).toBe(200);
    expect((await decide(two.id, 'rejected')).statusCode).toBe(200);

    const after = await stats();
    expect(after).toEqual({
      whitelistedUsers: before.whitelistedUsers + 2,
      jobsPosted: before.jobsPosted,
      internships: before.internships,
      pendingAccessRequests: before.pendingAccessRequests + 1,
    });
    expect(after.pendingAccessRequests).toBe((await adminList('?status=pending')).total);
  });
});
