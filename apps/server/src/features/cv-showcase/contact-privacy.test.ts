import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';

const t = await createTestApp();
const { app } = t;
const admin = await signInAdmin(t);
const owner = await signInResident(t);
const neighbour = await signInResident(t);

const showcase = async (who: { headers: Record<string, string> }) =>
  (await app.inject({ method: 'GET', url: '/api/cvs?search=Hidden', ...who })).json().items;
const directory = async (who: { headers: Record<string, string> }) =>
  (await app.inject({ method: 'GET', url: '/api/profiles?search=Private', ...who })).json().items;

describe('contact fields the owner keeps private', () => {
  it('a CV: other residents get no e-mail or phone; the owner and administrators do', async () => {
    const body = multipart(
      {
        name: 'Hidden Person',
        email: owner.email,
        title: 'Analyst',
        section: 'Finance',
        phone: '+20 100 999 8888',
        showEmail: 'false',
        showPhone: 'false',
      },
      [{ field: 'cv', name: 'cv.pdf', content: PDF }],
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/cvs',
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
    expect(created.statusCode).toBe(201);
    const [seen] = await showcase(neighbour);
    expect(seen).toMatchObject({ name: 'Hidden Person', email: null, phone: null, showEmail: false });
    const raw = (await app.inject({ method: 'GET', url: '/api/cvs?search=Hidden', ...neighbour })).body;
    expect(raw).not.toContain(owner.email);
    expect(raw).not.toContain('999 8888');
    expect((await showcase(owner))[0]).toMatchObject({ email: owner.email, phone: '+20 100 999 8888' });
    expect((await showcase(admin))[0]).toMatchObject({ email: owner.email });

    const shown = await app.inject({
      method: 'PUT',
      url: `/api/cvs/${seen.id}`,
      payload: { name: 'Hidden Person', title: 'Analyst', section: 'Finance', showEmail: true },
      ...owner,
    });
    expect(shown.statusCode).toBe(200);
    expect((await showcase(neighbour))[0]).toMatchObject({ email: owner.email, phone: null });
  });

  it('a directory profile: the same rule; a bad value is refused naming the field', async () => {
    const body = multipart({
      name: 'Private Pro',
      email: owner.email,
      title: 'Architect',
      industry: 'Technology/IT',
      phone: '+20 100 777',
      showPhone: 'false',
    });
    const joined = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
    expect(joined.statusCode).toBe(201);
    const [seen] = await directory(neighbour);
    expect(seen).toMatchObject({ contact: owner.email, phone: null, showPhone: false });
    expect((await directory(owner))[0]).toMatchObject({ phone: '+20 100 777' });
    // Administrators see the hidden field, on the members' list and on their own.
    expect((await directory(admin))[0]).toMatchObject({ phone: '+20 100 777' });
    const all = await app.inject({ method: 'GET', url: '/api/admin/profiles?search=Private', ...admin });
    expect(all.json().items[0]).toMatchObject({ phone: '+20 100 777', showPhone: false });
    const bad = multipart({
      name: 'X Y',
      email: neighbour.email,
      title: 'Z',
      industry: 'Technology/IT',
      showEmail: 'maybe',
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      payload: bad.payload,
      headers: { ...bad.headers, ...neighbour.headers },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('showEmail');
  });
});
