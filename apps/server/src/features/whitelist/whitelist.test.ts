import { MESSAGES } from '@hub/contract/messages';
import type {
  UpdateWhitelistEntry,
  WhitelistEntry,
  WhitelistList,
} from '@hub/contract/whitelist/whitelist.schema';
import { describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';

const t = await createTestApp();
const { app } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Each login from its own address, so the per-address login limit never decides a test. */
let lastAddress = 0;
const nextAddress = () => `192.0.2.${++lastAddress}`;

const add = (email: unknown) =>
  app.inject({ method: 'POST', url: '/api/admin/whitelist', payload: { email }, ...admin });

async function addEntry(email: string): Promise<WhitelistEntry> {
  const response = await add(email);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const update = (id: string, payload: Partial<UpdateWhitelistEntry> | Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/admin/whitelist/${id}`, payload, ...admin });

const remove = (id: string) => app.inject({ method: 'DELETE', url: `/api/admin/whitelist/${id}`, ...admin });

async function list(query: Record<string, string | number> = {}): Promise<WhitelistList> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await app.inject({ method: 'GET', url: `/api/admin/whitelist?${search}`, ...admin });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function entryOf(email: string): Promise<WhitelistEntry> {
  const found = (await list({ search: email })).items.filter((item) => item.email === email);
  expect(found).toHaveLength(1);
  return found[0] as WhitelistEntry;
}

const login = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress: nextAddress() });

const me = (auth: { headers: { authorization: string } }) =>
  app.inject({ method: 'GET', url: '/api/auth/me', ...auth });

describe('adding an address', () => {
  it('stores it in lower case, active, added by the signed-in administrator', async () => {
    const response = await add('  New.Neighbour@Hub.TEST ');
    expect(response.statusCode).toBe(201);
    const entry: WhitelistEntry = response.json();
    expect(entry).toMatchObject({
      email: 'new.neighbour@hub.test',
      addedBy: ADMIN.email,
      isActive: true,
      name: null,
      unit: null,
      phone: null,
    });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);

    expect(await entryOf('new.neighbour@hub.test')).toEqual(entry);
    // The address now opens the door.
    expect((await login('NEW.neighbour@hub.test')).statusCode).toBe(200);
  });

  it('refuses an address already on the list, in any case', async () => {
    await addEntry('twice@hub.test');
    for (const email of ['twice@hub.test', 'Twice@HUB.test']) {
      const response = await add(email);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'CONFLICT',
        message: MESSAGES.whitelistDuplicate,
        fields: { email: MESSAGES.whitelistDuplicate },
      });
    }
    expect((await list({ search: 'twice@hub.test' })).total).toBe(1);
  });

  it('names the e-mail field when it is blank, missing or not an address', async () => {
    const before = (await list()).total;
    for (const [payload, message] of [
      [{ email: '' }, MESSAGES.emailRequired],
      [{ email: '   ' }, MESSAGES.emailRequired],
      [{}, MESSAGES.emailRequired],
      [{ email: 'not-an-address' }, MESSAGES.validEmail],
      [{ email: 'two@@hub.test' }, MESSAGES.validEmail],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/api/admin/whitelist', payload, ...admin });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(response.json().error.fields.email).toBe(message);
    }
    expect((await list()).total).toBe(before);
  });

  it('refuses a field it does not know', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/whitelist',
      payload: { email: 'extra@hub.test', isActive: false },
      ...admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ isActive: 'isActive is not a known field' });
    expect((await list({ search: 'extra@hub.test' })).total).toBe(0);
  });
});

describe('listing and searching', () => {
  it('pages through the list, newest first, with the total', async () => {
    const added: WhitelistEntry[] = [];
    for (let i = 1; i <= 5; i++) added.push(await addEntry(`pager-${i}@paging.test`));
    const newestFirst = added.map((entry) => entry.email).reverse();

    const first = await list({ search: 'paging.test', pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((item) => item.email)).toEqual(newestFirst.slice(0, 2));
    const second = await list({ search: 'paging.test', pageSize: 2, page: 2 });
    expect(second.total).toBe(5);
    expect(second.items.map((item) => item.email)).toEqual(newestFirst.slice(2, 4));
    const third = await list({ search: 'paging.test', pageSize: 2, page: 3 });
    expect(third.items.map((item) => item.email)).toEqual(newestFirst.slice(4));
    const beyond = await list({ search: 'paging.test', pageSize: 2, page: 4 });
    expect(beyond).toEqual({ items: [], total: 5 });

    // Without a search the total counts every entry, and the default page holds at most 20.
    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(5 + 1);
    expect(all.items.length).toBe(Math.min(all.total, 20));
  });

  it('refuses page sizes and pages out of range', async () => {
    for (const query of ['pageSize=0', 'pageSize=101', 'page=0', 'page=abc']) {
      const response = await app.inject({ method: 'GET', url: `/api/admin/whitelist?${query}`, ...admin });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('searches e-mail, name and unit without regard to case', async () => {
    const entry = await addEntry('layla@search.test');
    const edited = await update(entry.id, {
      email: entry.email,
      name: 'Layla Haddad',
      unit: 'Tower-B 12',
      phone: '+20 111 222 3333',
      isActive: true,
    });
    expect(edited.statusCode).toBe(200);
    await addEntry('other@search.test');

    for (const search of ['HADDAD', 'layla h', 'tower-b', 'TOWER-B 12', 'LAYLA@SEARCH', 'search.test']) {
      const found = await list({ search });
      expect(
        found.items.map((item) => item.email),
        search,
      ).toContain('layla@search.test');
    }
    const byName = await list({ search: 'hAdDaD' });
    expect(byName.total).toBe(1);
    expect(byName.items[0]).toMatchObject({
      email: 'layla@search.test',
      name: 'Layla Haddad',
      unit: 'Tower-B 12',
    });
    expect((await list({ search: 'search.test' })).total).toBe(2);
    expect(await list({ search: 'no such person' })).toEqual({ items: [], total: 0 });
  });

  it('treats % and _ in a search as plain characters', async () => {
    await addEntry('under_score@wild.test');
    await addEntry('underxscore@wild.test');
    const underscore = await list({ search: 'under_score' });
    expect(underscore.items.map((item) => item.email)).toEqual(['under_score@wild.test']);
    expect((await list({ search: '%' })).total).toBe(0);
  });
});

describe('editing an entry', () => {
  it('saves every field, lower-cases the e-mail and turns blank details into null', async () => {
    const entry = await addEntry('edit-me@hub.test');
    const response = await update(entry.id, {
      email: 'Edited@Hub.test',
      name: '  Omar Saleh ',
      unit: 'C-7',
      phone: '+20 100 555 0000',
      isActive: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: entry.id,
      email: 'edited@hub.test',
      name: 'Omar Saleh',
      unit: 'C-7',
      phone: '+20 100 555 0000',
      isActive: true,
      addedBy: ADMIN.email,
      createdAt: entry.createdAt,
    });
    expect(await entryOf('edited@hub.test')).toMatchObject({ id: entry.id, name: 'Omar Saleh' });
    expect((await list({ search: 'edit-me@hub.test' })).total).toBe(0);

    const cleared = await update(entry.id, {
      email: 'edited@hub.test',
      name: '',
      unit: '  ',
      phone: null,
      isActive: true,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ name: null, unit: null, phone: null });
  });

  it('requires the e-mail and the Active User flag', async () => {
    const entry = await addEntry('required@hub.test');
    const blank = await update(entry.id, { email: ' ', isActive: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.email).toBe('Email is required');
    const invalid = await update(entry.id, { email: 'nope', isActive: true });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.email).toBe(MESSAGES.validEmail);
    const noFlag = await update(entry.id, { email: 'required@hub.test' });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().error.fields.isActive).toBe('Active User must be true or false');
    const unknown = await update(entry.id, { email: 'required@hub.test', isActive: true, role: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.role).toBe('role is not a known field');
    expect(await entryOf('required@hub.test')).toEqual(entry);
  });

  it('clearing Active User ends the resident’s sessions and refuses their next login', async () => {
    const email = 'paused-by-admin@hub.test';
    const session = await signInResident(t, email);
    expect((await me(session)).statusCode).toBe(200);
    const entry = await entryOf(email);

    const response = await update(entry.id, {
      email,
      name: entry.name,
      unit: entry.unit,
      phone: entry.phone,
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().isActive).toBe(false);

    expect((await me(session)).statusCode).toBe(401);
    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.whitelistInactive);

    // Other residents keep their sessions.
    expect((await me(resident)).statusCode).toBe(200);

    // Ticking it again lets them back in.
    const again = await update(entry.id, { email, isActive: true });
    expect(again.statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('changing the address ends the old address’s sessions and lets the new one in', async () => {
    const session = await signInResident(t, 'old-address@hub.test');
    const entry = await entryOf('old-address@hub.test');
    const response = await update(entry.id, { email: 'new-address@hub.test', isActive: true });
    expect(response.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await login('old-address@hub.test')).statusCode).toBe(403);
    expect((await login('new-address@hub.test')).statusCode).toBe(200);
  });

  it('keeps the sessions when only the details change', async () => {
    const session = await signInResident(t, 'details-only@hub.test');
    const entry = await entryOf('details-only@hub.test');
    const response = await update(entry.id, { email: 'details-only@hub.test', unit: 'D-9', isActive: true });
    expect(response.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(200);
  });

  it('refuses to take an address another entry has, in any case', async () => {
    await addEntry('taken@hub.test');
    const entry = await addEntry('wants-it@hub.test');
    for (const email of ['taken@hub.test', 'TAKEN@hub.test']) {
      const response = await update(entry.id, { email, name: 'Someone', isActive: true });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'CONFLICT',
        message: MESSAGES.whitelistDuplicate,
        fields: { email: MESSAGES.whitelistDuplicate },
      });
    }
    // Nothing of the refused edit was kept.
    expect(await entryOf('wants-it@hub.test')).toEqual(entry);
    expect((await list({ search: 'taken@hub.test' })).total).toBe(1);
  });

  it('answers 404 for an entry that does not exist and 400 for a malformed id', async () => {
    const missing = await update(UNKNOWN_ID, { email: 'ghost@hub.test', isActive: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expect((await list({ search: 'ghost@hub.test' })).total).toBe(0);

    const malformed = await update('not-a-uuid', { email: 'ghost@hub.test', isActive: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.id).toBe('id must be a valid id');
  });
});

describe('removing an entry', () => {
  it('removes it and ends the resident’s sessions', async () => {
    const email = 'leaving@hub.test';
    const session = await signInResident(t, email);
    const entry = await entryOf(email);

    const response = await remove(entry.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await list({ search: email })).total).toBe(0);
    expect((await me(session)).statusCode).toBe(401);
    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.notWhitelisted);
    expect((await me(resident)).statusCode).toBe(200);

    // It is gone: a second removal finds nothing.
    expect((await remove(entry.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await remove(UNKNOWN_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const malformed = await remove('123');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.id).toBe('id must be a valid id');
  });
});

describe('who may call it', () => {
  const routes = (id: string) =>
    [
      { method: 'GET', url: '/api/admin/whitelist' },
      { method: 'POST', url: '/api/admin/whitelist', payload: { email: 'sneaky@hub.test' } },
      {
        method: 'PUT',
        url: `/api/admin/whitelist/${id}`,
        payload: { email: 'sneaky@hub.test', isActive: false },
      },
      { method: 'DELETE', url: `/api/admin/whitelist/${id}` },
    ] as const;

  it('answers 401 without a session and 403 to a resident, changing nothing', async () => {
    const target = await addEntry('guarded@hub.test');
    for (const route of routes(target.id)) {
      const anonymous = await app.inject(route);
      expect(anonymous.statusCode, `${route.method} anonymous`).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
      const asResident = await app.inject({ ...route, ...resident });
      expect(asResident.statusCode, `${route.method} resident`).toBe(403);
      expect(asResident.json().error).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.notAllowed });
    }
    expect(await entryOf('guarded@hub.test')).toEqual(target);
    expect((await list({ search: 'sneaky@hub.test' })).total).toBe(0);
  });
});
