import { INTERNSHIP_SECTORS } from '@hub/contract/enums';
import type { AdminInternship, InternshipInput } from '@hub/contract/internships/internship.schema';
import { INTERNSHIP_MESSAGES } from '@hub/contract/internships/internship.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';

const t = await createTestApp();
const { app } = t;

type Auth = { headers: { authorization: string } };
let admin: Auth;
let resident: Auth & { email: string };

beforeAll(async () => {
  admin = await signInAdmin(t);
  resident = await signInResident(t);
});

let counter = 0;
const anInternship = (overrides: Partial<InternshipInput> = {}): InternshipInput => {
  counter += 1;
  return {
    title: `Data Analyst Intern ${counter}`,
    company: 'Nile Analytics',
    posterRole: 'Hiring Manager',
    description: 'Help the analytics team build dashboards.',
    requirements: 'Final-year student',
    skills: 'SQL, Excel',
    department: 'Technology',
    duration: '3 months',
    isPaid: true,
    stipend: 'EGP 5,000 a month',
    location: 'New Cairo',
    positions: 2,
    contactEmail: `hr${counter}@nile-analytics.test`,
    contactPhone: `+20 100 000 ${String(counter).padStart(4, '0')}`,
    startDate: 'September 2026',
    applicationDeadline: 'August 15, 2026',
    ...overrides,
  };
};

async function submit(overrides: Partial<InternshipInput> = {}, as: Auth = resident) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/internships',
    payload: anInternship(overrides),
    ...as,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string; createdAt: string };
}

async function create(overrides: Partial<InternshipInput> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/internships',
    payload: anInternship(overrides),
    ...admin,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminInternship;
}

const decide = (id: string, status: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/internships/${id}/decision`,
    payload: { status },
    ...admin,
  });

const residentList = (query = '') =>
  app.inject({ method: 'GET', url: `/api/internships${query}`, ...resident });

describe('access', () => {
  it('asks for sign-in on every resident endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/internships'],
      ['GET', '/api/internships/sectors'],
      ['GET', `/api/internships/${id}`],
      ['POST', '/api/internships'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: method === 'POST' ? anInternship() : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps every admin endpoint from signed-out visitors (401) and residents (403)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const endpoints = [
      ['GET', '/api/admin/internships'],
      ['GET', `/api/admin/internships/${id}`],
      ['POST', '/api/admin/internships'],
      ['PUT', `/api/admin/internships/${id}`],
      ['PATCH', `/api/admin/internships/${id}/decision`],
      ['DELETE', `/api/admin/internships/${id}`],
      ['GET', '/api/admin/internships/removed'],
      ['POST', `/api/admin/internships/${id}/restore`],
      ['DELETE', `/api/admin/internships/${id}/permanent`],
    ] as const;
    for (const [method, url] of endpoints) {
      const signedOut = await app.inject({ method, url });
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      const asResident = await app.inject({ method, url, ...resident });
      expect(asResident.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('submitting an internship', () => {
  it('stores a member submission as pending, active and unapproved, posted by the member', async () => {
    const receipt = await submit({ title: 'Pending Marketing Intern' });
    expect(receipt.status).toBe('pending');
    expect(Object.keys(receipt).sort()).toEqual(['createdAt', 'id', 'status']);

    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/internships?search=pending marketing',
      ...admin,
    });
    const [stored] = list.json().items as AdminInternship[];
    expect(stored).toMatchObject({
      id: receipt.id,
      status: 'pending',
      isApproved: false,
      isActive: true,
      posterEmail: resident.email,
      posterRole: 'Hiring Manager',
      positions: 2,
      removedAt: null,
    });
    expect(stored?.postedBy).toEqual(expect.any(String));
  });

  it('keeps a pending internship out of the residents list and details until it is approved', async () => {
    const { id } = await submit({ title: 'Hidden Until Approved' });
    expect((await residentList('?search=hidden until')).json()).toEqual({ items: [], total: 0 });
    expect((await app.inject({ method: 'GET', url: `/api/internships/${id}`, ...resident })).statusCode).toBe(
      404,
    );

    expect((await decide(id, 'approved')).statusCode).toBe(200);
    const listed = (await residentList('?search=hidden until')).json();
    expect(listed.total).toBe(1);
    expect(listed.items[0].id).toBe(id);
    const details = await app.inject({ method: 'GET', url: `/api/internships/${id}`, ...resident });
    expect(details.statusCode).toBe(200);
    expect(details.json().title).toBe('Hidden Until Approved');
  });

  it('applies defaults, turns blank optional fields into null and drops the stipend when unpaid', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/internships',
      payload: {
        title: '  Minimal Intern  ',
        company: 'Tiny Co',
        posterRole: 'CEO',
        description: 'Just the required fields.',
        duration: 'Flexible',
        contactEmail: 'Owner@Tiny.Test',
        requirements: '',
        skills: '   ',
        department: '',
        location: '',
        contactPhone: '',
        startDate: '',
        applicationDeadline: '',
        stipend: 'EGP 1,000',
      },
      ...admin,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Minimal Intern',
      isPaid: false,
      stipend: null,
      positions: 1,
      requirements: null,
      skills: null,
      department: null,
      location: null,
      contactPhone: null,
      startDate: null,
      applicationDeadline: null,
      contactEmail: 'owner@tiny.test',
    });
  });

  it('names each field with the spec message on bad input', async () => {
    const empty = await app.inject({ method: 'POST', url: '/api/internships', payload: {}, ...resident });
    expect(empty.statusCode).toBe(400);
    const { fields } = empty.json().error;
    expect(fields).toMatchObject({
      title: INTERNSHIP_MESSAGES.titleRequired,
      company: INTERNSHIP_MESSAGES.companyRequired,
      posterRole: 'Role in company is required',
      description: INTERNSHIP_MESSAGES.descriptionRequired,
      duration: 'Duration is required',
      contactEmail: 'Valid contact email is required',
    });

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: anInternship({ contactEmail: 'not-an-address', positions: 0, department: 'Astrology' }),
      ...resident,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toMatchObject({
      contactEmail: 'Valid contact email is required',
      positions: 'Positions must be at least 1',
      department: INTERNSHIP_MESSAGES.departmentUnknown,
    });

    const fractional = await app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: anInternship({ positions: 1.5, duration: '5 weeks' as never }),
      ...resident,
    });
    expect(fractional.json().error.fields).toMatchObject({
      positions: 'Positions must be a whole number',
      duration: 'Duration is required',
    });

    const tooLong = await app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: anInternship({ title: 'x'.repeat(256) }),
      ...resident,
    });
    expect(tooLong.json().error.fields.title).toMatch(/255/);

    const extra = await app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: { ...anInternship(), isApproved: true, status: 'approved' },
      ...resident,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields.isApproved).toMatch(/not a known field/);
  });
});

describe('what residents receive', () => {
  it('never holds the contact e-mail or phone in any resident answer', async () => {
    const input = anInternship({ title: 'Secret Contact Intern', contactEmail: 'private-hr@secret.test' });
    const phone = input.contactPhone as string;
    const posted = await app.inject({ method: 'POST', url: '/api/internships', payload: input, ...resident });
    expect(posted.statusCode).toBe(201);
    const { id } = posted.json();
    expect((await decide(id, 'approved')).statusCode).toBe(200);

    const answers = [
      posted,
      await residentList(),
      await residentList('?search=secret contact'),
      await app.inject({ method: 'GET', url: `/api/internships/${id}`, ...resident }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(300);
      expect(answer.body).not.toContain('contactEmail');
      expect(answer.body).not.toContain('contactPhone');
      expect(answer.body).not.toContain('private-hr@secret.test');
      expect(answer.body).not.toContain(phone);
    }

    const adminList = await app.inject({
      method: 'GET',
      url: '/api/admin/internships?search=secret contact',
      ...admin,
    });
    expect(adminList.body).toContain('"contactEmail":"private-hr@secret.test"');
    expect(adminList.body).toContain(`"contactPhone":"${phone}"`);
    const adminOne = await app.inject({ method: 'GET', url: `/api/admin/internships/${id}`, ...admin });
    expect(adminOne.json()).toMatchObject({ contactEmail: 'private-hr@secret.test', contactPhone: phone });
  });

  it('searches title, company and description case-insensitively and filters by sector', async () => {
    const a = await create({ title: 'Zebra Keeper', company: 'Giza Zoo', department: 'Other' });
    const b = await create({ title: 'Finance Trainee', company: 'Quartz Bank', department: 'Finance' });
    const c = await create({
      description: 'Work with QUARTZITE samples in the lab.',
      department: 'Engineering',
    });

    const byTitle = (await residentList('?search=zEbRa')).json();
    expect(byTitle.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const byCompanyOrDescription = (await residentList('?search=quartz')).json();
    expect(byCompanyOrDescription.items.map((i: { id: string }) => i.id)).toEqual([c.id, b.id]);
    const bySector = (await residentList('?search=quartz&sector=Finance')).json();
    expect(bySector.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    const noMatch = (await residentList('?search=100%25_literal')).json();
    expect(noMatch).toEqual({ items: [], total: 0 });
  });

  it('leaves out rejected, inactive and removed internships', async () => {
    const rejected = await submit({ title: 'Visibility Rejected' });
    await decide(rejected.id, 'rejected');
    const removed = await create({ title: 'Visibility Removed' });
    await app.inject({ method: 'DELETE', url: `/api/admin/internships/${removed.id}`, ...admin });
    const inactive = await create({ title: 'Visibility Inactive' });
    await t.db.execute(`UPDATE internships SET is_active = false WHERE id = '${inactive.id}'`);
    const shown = await create({ title: 'Visibility Shown' });

    const list = (await residentList('?search=visibility')).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([shown.id]);
    for (const hidden of [rejected.id, removed.id, inactive.id]) {
      const response = await app.inject({ method: 'GET', url: `/api/internships/${hidden}`, ...resident });
      expect(response.statusCode).toBe(404);
    }
    const badId = await app.inject({ method: 'GET', url: '/api/internships/not-an-id', ...resident });
    expect(badId.statusCode).toBe(400);
  });

  it('paginates with the total of all matches', async () => {
    for (let i = 0; i < 5; i++) await create({ title: `Paging Intern ${i}` });
    const first = (await residentList('?search=paging intern&pageSize=2')).json();
    expect(first.total).toBe(5);
    expect(first.items).toHaveLength(2);
    expect(first.items[0].title).toBe('Paging Intern 4');
    const last = (await residentList('?search=paging intern&pageSize=2&page=3')).json();
    expect(last.total).toBe(5);
    expect(last.items.map((i: { title: string }) => i.title)).toEqual(['Paging Intern 0']);
    const tooBig = await residentList('?pageSize=1000');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields.pageSize).toBeDefined();
  });

  it('offers the fixed sectors merged with departments found in listed internships, sorted', async () => {
    const legacy = await create({ title: 'Legacy Sector Intern' });
    await t.db.execute(`UPDATE internships SET department = 'Agriculture' WHERE id = '${legacy.id}'`);
    const hidden = await submit({ title: 'Pending Sector Intern' });
    await t.db.execute(`UPDATE internships SET department = 'Zoology' WHERE id = '${hidden.id}'`);

    const response = await app.inject({ method: 'GET', url: '/api/internships/sectors', ...resident });
    expect(response.statusCode).toBe(200);
    const { sectors } = response.json() as { sectors: string[] };
    expect(sectors).toEqual([...sectors].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(sectors).size).toBe(sectors.length);
    for (const sector of INTERNSHIP_SECTORS) expect(sectors).toContain(sector);
    expect(sectors).toContain('Agriculture');
    expect(sectors).not.toContain('Zoology');
    expect(sectors).toHaveLength(INTERNSHIP_SECTORS.length + 1);

    const filtered = (await residentList('?sector=Agriculture')).json();
    expect(filtered.items.map((i: { id: string }) => i.id)).toEqual([legacy.id]);
  });
});

describe('administering internships', () => {
  it('creates approved and active internships, listed at once with contact fields', async () => {
    const created = await create({ title: 'Admin Made Intern' });
    expect(created).toMatchObject({ status: 'approved', isApproved: true, isActive: true });
    expect(created.posterEmail).toBe('admin@hub.test');
    const listed = (await residentList('?search=admin made')).json();
    expect(listed.total).toBe(1);
    // Residents see the committee as its poster, and when it was published.
    expect(listed.items[0]).toMatchObject({ isPostedByCommittee: true, approvedAt: created.approvedAt });
    expect(listed.items[0]).not.toHaveProperty('posterEmail');
    expect(Date.parse(created.approvedAt ?? '')).toBeGreaterThan(0);
  });

  it('lists every internship not removed, filtered by status and search, paginated', async () => {
    const pending = await submit({ title: 'Status Filter Pending' });
    const approved = await create({ title: 'Status Filter Approved' });
    const rejected = await submit({ title: 'Status Filter Rejected' });
    await decide(rejected.id, 'rejected');

    const all = (
      await app.inject({ method: 'GET', url: '/api/admin/internships?search=status filter', ...admin })
    ).json();
    expect(all.total).toBe(3);
    expect(all.items[0]).toHaveProperty('contactEmail');
    expect(all.items[0]).toHaveProperty('contactPhone');
    const onlyPending = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/internships?search=status filter&status=pending',
        ...admin,
      })
    ).json();
    expect(onlyPending.items.map((i: AdminInternship) => i.id)).toEqual([pending.id]);
    const paged = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/internships?search=status filter&pageSize=1&page=2',
        ...admin,
      })
    ).json();
    expect(paged.total).toBe(3);
    expect(paged.items.map((i: AdminInternship) => i.id)).toEqual([approved.id]);
    const badStatus = await app.inject({
      method: 'GET',
      url: '/api/admin/internships?status=open',
      ...admin,
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('approves or rejects only from pending', async () => {
    const one = await submit();
    const approved = await decide(one.id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      isApproved: true,
      isPostedByCommittee: false,
    });
    expect(approved.json().approvedAt).toEqual(expect.any(String));
    const again = await decide(one.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This internship was already approved.');

    const two = await submit();
    const rejected = await decide(two.id, 'rejected');
    expect(rejected.json()).toMatchObject({ status: 'rejected', isApproved: false, approvedAt: null });
    expect((await decide(two.id, 'approved')).statusCode).toBe(409);

    const bad = await decide(two.id, 'pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.status).toBe('status must be approved or rejected');
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approved')).statusCode).toBe(404);
  });

  it('edits pending and approved internships only', async () => {
    const pending = await submit();
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/internships/${pending.id}`,
      payload: anInternship({ title: 'Edited While Pending', isPaid: false, stipend: 'ignored' }),
      ...admin,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited While Pending', status: 'pending', stipend: null });

    const approved = await create();
    const editedApproved = await app.inject({
      method: 'PUT',
      url: `/api/admin/internships/${approved.id}`,
      payload: anInternship({ title: 'Edited While Approved', positions: 4 }),
      ...admin,
    });
    expect(editedApproved.statusCode).toBe(200);
    expect(editedApproved.json()).toMatchObject({ title: 'Edited While Approved', positions: 4 });

    const rejected = await submit();
    await decide(rejected.id, 'rejected');
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/admin/internships/${rejected.id}`,
      payload: anInternship(),
      ...admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This internship was rejected and can no longer be edited.');

    const invalid = await app.inject({
      method: 'PUT',
      url: `/api/admin/internships/${approved.id}`,
      payload: anInternship({ posterRole: '' as never }),
      ...admin,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.posterRole).toBe('Role in company is required');
  });

  it('removes to Removed Items, restores, and deletes permanently only from there', async () => {
    const item = await create({ title: 'Lifecycle Intern' });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/internships/${item.id}`,
      payload: { reason: 'Filled' },
      ...admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ removedBy: 'admin@hub.test', removalReason: 'Filled' });
    expect(removed.json().removedAt).toEqual(expect.any(String));
    expect(removed.json().updatedAt).toBe(item.updatedAt);

    const notListed = (
      await app.inject({ method: 'GET', url: '/api/admin/internships?search=lifecycle', ...admin })
    ).json();
    expect(notListed.total).toBe(0);
    const removedList = (
      await app.inject({ method: 'GET', url: '/api/admin/internships/removed', ...admin })
    ).json();
    expect(removedList.items.map((i: AdminInternship) => i.id)).toContain(item.id);
    expect(removedList.total).toBe(removedList.items.length);

    const twice = await app.inject({ method: 'DELETE', url: `/api/admin/internships/${item.id}`, ...admin });
    expect(twice.statusCode).toBe(409);
    const editRemoved = await app.inject({
      method: 'PUT',
      url: `/api/admin/internships/${item.id}`,
      payload: anInternship(),
      ...admin,
    });
    expect(editRemoved.statusCode).toBe(409);

    const restored = await app.inject({
      method: 'POST',
      url: `/api/admin/internships/${item.id}/restore`,
      ...admin,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ removedAt: null, removedBy: null, removalReason: null });
    expect((await residentList('?search=lifecycle')).json().total).toBe(1);
    const restoreAgain = await app.inject({
      method: 'POST',
      url: `/api/admin/internships/${item.id}/restore`,
      ...admin,
    });
    expect(restoreAgain.statusCode).toBe(409);

    const notRemoved = await app.inject({
      method: 'DELETE',
      url: `/api/admin/internships/${item.id}/permanent`,
      ...admin,
    });
    expect(notRemoved.statusCode).toBe(409);

    await app.inject({ method: 'DELETE', url: `/api/admin/internships/${item.id}`, ...admin });
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/admin/internships/${item.id}/permanent`,
      ...admin,
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ ok: true });
    const after = await app.inject({
      method: 'POST',
      url: `/api/admin/internships/${item.id}/restore`,
      ...admin,
    });
    expect(after.statusCode).toBe(404);
  });

  it('paginates removed internships, most recently removed first', async () => {
    const before = (
      await app.inject({ method: 'GET', url: '/api/admin/internships/removed?pageSize=1', ...admin })
    ).json().total as number;
    const first = await create();
    const second = await create();
    await app.inject({ method: 'DELETE', url: `/api/admin/internships/${first.id}`, ...admin });
    await app.inject({ method: 'DELETE', url: `/api/admin/internships/${second.id}`, ...admin });
    const page = (
      await app.inject({ method: 'GET', url: '/api/admin/internships/removed?pageSize=1', ...admin })
    ).json();
    expect(page.total).toBe(before + 2);
    expect(page.items.map((i: AdminInternship) => i.id)).toEqual([second.id]);
  });
});
