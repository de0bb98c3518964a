import { INTERNSHIP_SECTORS } from '@hub/contract/enums';
import { INTERNSHIP_MESSAGES } from '@hub/contract/internships/internship.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { INTERNSHIP_CASE, postClient } from '../moderated-posts/post-kind-cases.fixture.ts';

// What internships alone have: paid or not, positions, the sector list and one internship for the dashboard.
// Every case internships share with jobs is in moderated-posts.test.ts.
const t = await createTestApp();
const { app } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);
const internships = postClient(t, INTERNSHIP_CASE, admin, resident);

describe('submitting an internship', () => {
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

  it('names the department, positions and duration fields with the spec messages', async () => {
    const wrong = await internships.submit({
      contactEmail: 'not-an-address',
      positions: 0,
      department: 'Astrology',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toMatchObject({
      contactEmail: INTERNSHIP_MESSAGES.contactEmailRequired,
      positions: 'Positions must be at least 1',
      department: INTERNSHIP_MESSAGES.departmentUnknown,
    });

    const fractional = await internships.submit({ positions: 1.5, duration: '5 weeks' });
    expect(fractional.json().error.fields).toMatchObject({
      positions: 'Positions must be a whole number',
      duration: 'Duration is required',
    });
  });
});

describe('what residents receive', () => {
  it("never holds the poster's e-mail", async () => {
    const created = await internships.create({ title: 'No Poster Address Intern' });
    const [listed] = (await internships.residentList('?search=no poster address')).items;
    const one = (await internships.readPublic(created.id)).json();
    for (const seen of [listed, one]) {
      expect(seen).toMatchObject({ id: created.id });
      expect(seen).not.toHaveProperty('posterEmail');
    }
  });

  it('offers the fixed sectors merged with departments found in listed internships, sorted', async () => {
    const legacy = await internships.create({ title: 'Legacy Sector Intern' });
    await t.db.execute(`UPDATE internships SET department = 'Agriculture' WHERE id = '${legacy.id}'`);
    const hidden = await internships.submitPending({ title: 'Pending Sector Intern' });
    await t.db.execute(`UPDATE internships SET department = 'Zoology' WHERE id = '${hidden}'`);

    const response = await app.inject({ method: 'GET', url: '/api/internships/sectors', ...resident });
    expect(response.statusCode).toBe(200);
    const { sectors } = response.json() as { sectors: string[] };
    expect(sectors).toEqual([...sectors].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(sectors).size).toBe(sectors.length);
    for (const sector of INTERNSHIP_SECTORS) expect(sectors).toContain(sector);
    expect(sectors).toContain('Agriculture');
    expect(sectors).not.toContain('Zoology');
    expect(sectors).toHaveLength(INTERNSHIP_SECTORS.length + 1);

    const filtered = await internships.residentList('?sector=Agriculture');
    expect(filtered.items.map((item) => item.id)).toEqual([legacy.id]);
  });
});

describe('administering internships', () => {
  it('reads one internship with its contact details', async () => {
    const created = await internships.create({
      title: 'Contact Details Intern',
      contactEmail: 'private-hr@secret.test',
    });
    const one = await app.inject({ method: 'GET', url: `/api/admin/internships/${created.id}`, ...admin });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      contactEmail: 'private-hr@secret.test',
      contactPhone: INTERNSHIP_CASE.valid().contactPhone,
    });
  });

  it('documents its own routes in OpenAPI', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/internships/sectors', '/api/admin/internships/{id}']),
    );
  });
});
