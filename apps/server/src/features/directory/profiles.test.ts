import { MESSAGES } from '@hub/contract/messages';
import { collectMyData } from '../my-data/my-data.service.ts';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PROFILE_MESSAGES } from '@hub/contract/directory/profile.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { profiles } from './profiles.table.ts';

const t = await createTestApp();
const { app, db, dataDir } = t;
const admin = await signInAdmin(t);

type Auth = { headers: Record<string, string> };
type Resident = Auth & { email: string };

const joinFields = (member: Resident, overrides: Record<string, string> = {}) => ({
  name: 'Mona Adel',
  email: member.email.toUpperCase(),
  title: 'Product Designer',
  company: 'Studio Nour',
  phone: '+20 100 000 0000',
  industry: 'Design',
  bio: 'Ten years of designing for people.',
  howCanYouSupport: 'Portfolio reviews for young designers.',
  skills: 'Figma, Research , , Figma, Prototyping',
  linkedinUrl: 'linkedin.com/in/mona',
  ...overrides,
});

const joinDirectory = (
  member: Auth,
  fields: Record<string, string>,
  cv: { name: string; content: Buffer | string } | null = null,
) => {
  const body = multipart(fields, cv ? [{ field: 'cv', ...cv }] : []);
  return app.inject({
    method: 'POST',
    url: '/api/profiles',
    payload: body.payload,
    headers: { ...body.headers, ...member.headers },
  });
};

const list = (member: Auth, query = '') =>
  app.inject({ method: 'GET', url: `/api/profiles${query}`, ...member });

const uploadPortfolio = async (name = 'deck.pdf', auth: Auth = admin) => {
  const body = multipart({}, [{ field: 'file', name, content: PDF }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/files?purpose=portfolio',
    payload: body.payload,
    headers: { ...body.headers, ...auth.headers },
  });
  return response;
};

const createCorporate = (payload: Record<string, unknown>, auth: Auth = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/profiles', payload, ...auth });

const corporate = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nile Partners',
  title: 'Corporate Partner',
  company: 'Nile Partners LLC',
  contact: 'Hello@NilePartners.test',
  industry: 'Consulting',
  skills: 'Strategy, Audit',
  ...overrides,
});

const storedFiles = async () => readdir(join(dataDir, 'files')).catch(() => [] as string[]);

describe('joining the community', () => {
  it("creates a visible professional profile owned by the member's e-mail, with a CV shared with members", async () => {
    const mona = await signInResident(t);
    const response = await joinDirectory(mona, joinFields(mona), { name: 'mona.pdf', content: PDF });
    expect(response.statusCode).toBe(201);
    const profile = response.json();
    expect(profile).toMatchObject({
      kind: 'professional',
      name: 'Mona Adel',
      contact: mona.email,
      industry: 'Design',
      skills: ['Figma', 'Research', 'Prototyping'],
      linkedinUrl: 'https://linkedin.com/in/mona',
      fileName: 'mona.pdf',
      isOwner: true,
    });
    expect(await storedFiles()).toContain(profile.fileStorageId);

    const other = await signInResident(t);
    const download = await app.inject({
      method: 'GET',
      url: `/api/files/${profile.fileStorageId}`,
      ...other,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('joins without a CV, and refuses a second profile for the same member', async () => {
    const sami = await signInResident(t);
    const first = await joinDirectory(
      sami,
      joinFields(sami, { name: 'Sami Nasser', skills: '', linkedinUrl: '' }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      skills: [],
      linkedinUrl: null,
      fileStorageId: null,
      company: 'Studio Nour',
    });
    const second = await joinDirectory(sami, joinFields(sami));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(PROFILE_MESSAGES.alreadyJoined);
  });

  it('answers the profile a member joined with, for /join-community to edit, or null before they join', async () => {
    const mine = async (who: Auth) =>
      (await app.inject({ method: 'GET', url: '/api/profiles/mine', ...who })).json();
    const hana = await signInResident(t);
    expect(await mine(hana)).toEqual({ profile: null });
    const joined = await joinDirectory(hana, joinFields(hana, { name: 'Hana Mostafa' }));
    expect((await mine(hana)).profile).toMatchObject({
      id: joined.json().id,
      name: 'Hana Mostafa',
      contact: hana.email,
      isOwner: true,
    });
    // A hidden profile is still the member's own: they edit it rather than join again.
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/profiles/${joined.json().id}/visibility`,
      payload: { isVisible: false },
      ...admin,
    });
    expect((await mine(hana)).profile?.id).toBe(joined.json().id);
    // A corporate profile naming the member as its contact is not a joined one.
    const partner = await signInResident(t);
    await createCorporate(corporate({ name: 'Partner Co', contact: partner.email }));
    expect(await mine(partner)).toEqual({ profile: null });
    expect((await joinDirectory(partner, joinFields(partner))).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/profiles/mine' })).statusCode).toBe(401);
  });

  it("names the wrong field in the spec's words and stores nothing", async () => {
    const member = await signInResident(t);
    const before = await storedFiles();
    const pdf = { name: 'cv.pdf', content: PDF };
    const cases: [Record<string, string>, string, string][] = [
      [{ name: 'M' }, 'name', 'Name must be at least 2 characters'],
      [{ title: ' ' }, 'title', 'Title must be at least 2 characters'],
      [{ email: 'mona' }, 'email', 'Please enter a valid email address'],
      [{ industry: '' }, 'industry', 'Please select an area of expertise'],
      [{ phone: '1'.repeat(21) }, 'phone', 'Phone must be at most 20 characters'],
      [{ linkedinUrl: 'javascript:alert(1)' }, 'linkedinUrl', 'Please enter a valid URL'],
    ];
    for (const [override, field, message] of cases) {
      const response = await joinDirectory(member, joinFields(member, override), pdf);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    expect((await joinDirectory(member, { ...joinFields(member), salary: '1' }, pdf)).statusCode).toBe(400);
    expect(
      (await joinDirectory(member, joinFields(member), { name: 'cv.pdf', content: 'not a pdf' })).statusCode,
    ).toBe(415);
    expect(
      (await joinDirectory(member, joinFields(member), { name: 'cv.png', content: PDF })).statusCode,
    ).toBe(415);
    expect(await storedFiles()).toEqual(before);
    const rows = await db.select().from(profiles).where(eq(profiles.contact, member.email));
    expect(rows).toHaveLength(0);
  });
});

describe('who owns a profile', () => {
  it("a resident's profile carries the address they sign in with, never another resident's", async () => {
    const joiner = await signInResident(t);
    const victim = await signInResident(t);
    // Another resident's address (or any other) is refused: that resident would be shown as its owner and get it
    // in their data export.
    for (const email of [victim.email, 'Work@Firm.test']) {
      const refused = await joinDirectory(joiner, joinFields(joiner, { name: 'Not Mine', email }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.email).toBe(MESSAGES.ownEmailOnly);
    }
    const joined = await joinDirectory(joiner, joinFields(joiner, { name: 'Own Address' }));
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ contact: joiner.email, isOwner: true });
    const { id } = joined.json();
    const edit = (who: typeof joiner, changes: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/profiles/${id}`,
        payload: { name: 'Own Address', title: 'Partner', ...changes },
        ...who,
      });
    expect((await edit(joiner, { company: 'Firm' })).statusCode).toBe(200);
    const moved = await edit(joiner, { contact: victim.email });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields.contact).toBe(MESSAGES.ownEmailOnly);
    // The victim does not own it and does not get it in their export.
    expect((await edit(victim, { bio: 'Edited by the victim' })).statusCode).toBe(404);
    const victimUser = (await app.inject({ method: 'GET', url: '/api/auth/me', ...victim })).json().user;
    expect(JSON.stringify(await collectMyData(db, victimUser))).not.toContain('Own Address');

    // An administrator may name any contact, and whoever signs in with it owns the profile, but cannot give it away.
    const corporateRow = await createCorporate(corporate({ name: 'Contact Co', contact: victim.email }));
    expect(corporateRow.statusCode).toBe(201);

    // Anyone else: 404, as if it did not exist.
    const stranger = await signInResident(t);
    expect((await edit(stranger, { bio: 'Taken over' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/profiles/${id}`, ...stranger })).statusCode).toBe(
      404,
    );
    // One professional profile per member.
    expect((await joinDirectory(joiner, joinFields(joiner))).statusCode).toBe(409);
  });
});

describe('the directory', () => {
  it('lists visible profiles of one kind, searched and filtered, with both counts', async () => {
    const lina = await signInResident(t);
    await joinDirectory(
      lina,
      joinFields(lina, { name: 'Lina Zaki', industry: 'Finance', skills: 'Auditing, Excel' }),
    );
    const corp = (
      await createCorporate(corporate({ name: 'Zaki Holdings', company: 'Zaki Holdings' }))
    ).json();
    const hidden = (await createCorporate(corporate({ name: 'Zaki Hidden', company: 'Hidden Co' }))).json();
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/profiles/${hidden.id}/visibility`,
      payload: { isVisible: false },
      ...admin,
    });

    const zaki = await list(lina, '?search=ZAKI');
    expect(zaki.statusCode).toBe(200);
    expect(zaki.json().items.map((p: { name: string }) => p.name)).toEqual(['Lina Zaki']);
    expect(zaki.json().counts).toEqual({ professional: 1, corporate: 1 });
    expect(zaki.json().items[0].isOwner).toBe(true);

    const corporateZaki = await list(lina, '?kind=corporate&search=zaki');
    expect(corporateZaki.json().items.map((p: { id: string }) => p.id)).toEqual([corp.id]);
    expect(corporateZaki.json().items[0].isOwner).toBe(false);

    const bySkill = await list(lina, '?search=excel');
    expect(bySkill.json().total).toBe(1);
    const byExpertise = await list(lina, '?search=zaki&expertise=Design');
    expect(byExpertise.json().total).toBe(0);
    expect(byExpertise.json().counts.professional).toBe(1);
    const byIndustry = await list(lina, '?kind=corporate&search=zaki&industry=Consulting');
    expect(byIndustry.json().total).toBe(1);
    const wildcard = await list(lina, '?search=%25');
    expect(wildcard.json().total).toBe(0);
    expect((await list(lina, '?kind=people')).statusCode).toBe(400);
  });
});

describe('owners', () => {
  it('only the owner edits and deletes a profile; anyone else gets 404; the file goes with it', async () => {
    const owner = await signInResident(t);
    const other = await signInResident(t);
    const created = (
      await joinDirectory(owner, joinFields(owner, { name: 'Karim Fawzy' }), { name: 'k.pdf', content: PDF })
    ).json();
    const edit = {
      name: 'Karim F.',
      title: 'Lead Designer',
      company: '',
      bio: 'New bio',
      phone: '',
      linkedinUrl: '',
    };

    const notMine = await app.inject({
      method: 'PUT',
      url: `/api/profiles/${created.id}`,
      payload: edit,
      ...other,
    });
    expect(notMine.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/profiles/${created.id}`, ...other })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/profiles/${created.id}`, ...admin })).statusCode,
    ).toBe(404);

    const tooShort = await app.inject({
      method: 'PUT',
      url: `/api/profiles/${created.id}`,
      payload: { ...edit, title: 'L' },
      ...owner,
    });
    expect(tooShort.json().error.fields.title).toBe('Title must be at least 2 characters');
    const noExpertise = await app.inject({
      method: 'PUT',
      url: `/api/profiles/${created.id}`,
      payload: { ...edit, industry: null },
      ...owner,
    });
    expect(noExpertise.statusCode).toBe(400);

    const saved = await app.inject({
      method: 'PUT',
      url: `/api/profiles/${created.id}`,
      payload: edit,
      ...owner,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Karim F.',
      title: 'Lead Designer',
      company: null,
      bio: 'New bio',
      industry: 'Design',
      contact: owner.email,
      skills: ['Figma', 'Research', 'Prototyping'],
    });

    expect(await storedFiles()).toContain(created.fileStorageId);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/profiles/${created.id}`, ...owner });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFiles()).not.toContain(created.fileStorageId);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/profiles/${created.id}`, ...owner })).statusCode,
    ).toBe(404);
  });

  it('the member named as a corporate contact may edit its industry', async () => {
    const contact = await signInResident(t);
    const created = (await createCorporate(corporate({ contact: contact.email.toUpperCase() }))).json();
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/profiles/${created.id}`,
      payload: { name: 'Nile Partners', title: 'Partner', industry: 'Finance' },
      ...contact,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ industry: 'Finance', isOwner: true, kind: 'corporate' });
  });
});

describe('administrators and corporate profiles', () => {
  it('creates a corporate profile with a portfolio members can download, hides it, and deletes it with its file', async () => {
    const member = await signInResident(t);
    const upload = await uploadPortfolio('Nile deck.pdf');
    expect(upload.statusCode).toBe(201);
    const { storageId } = upload.json();
    const created = await createCorporate(corporate({ name: 'Nile Deck Co', portfolioStorageId: storageId }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      kind: 'corporate',
      contact: 'hello@nilepartners.test',
      fileStorageId: storageId,
      fileName: 'Nile deck.pdf',
      isVisible: true,
      skills: ['Strategy', 'Audit'],
    });
    const { id } = created.json();
    const download = await app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...member });
    expect(download.statusCode).toBe(200);

    const hide = await app.inject({
      method: 'PATCH',
      url: `/api/admin/profiles/${id}/visibility`,
      payload: { isVisible: false },
      ...admin,
    });
    expect(hide.json().isVisible).toBe(false);
    const seen = await list(member, '?kind=corporate&search=nile deck');
    expect(seen.json().total).toBe(0);
    const adminSees = await app.inject({
      method: 'GET',
      url: '/api/admin/profiles?kind=corporate&search=nile deck',
      ...admin,
    });
    expect(adminSees.json().items).toHaveLength(1);
    // Its file is hidden with it: a member who kept the storage id cannot download it any more.
    const hiddenDownload = await app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...member });
    expect(hiddenDownload.statusCode).toBe(404);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/profiles/${id}/visibility`,
      payload: { isVisible: true },
      ...admin,
    });
    expect((await app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...member })).statusCode).toBe(
      200,
    );

    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/profiles/${id}`, ...admin });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFiles()).not.toContain(storageId);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/profiles/${id}`, ...admin })).statusCode,
    ).toBe(404);
  });

  it('replacing or removing the portfolio deletes the old file', async () => {
    const first = (await uploadPortfolio('v1.pdf')).json().storageId;
    const second = (await uploadPortfolio('v2.pdf')).json().storageId;
    const { id } = (await createCorporate(corporate({ portfolioStorageId: first }))).json();
    const edit = (changes: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/profiles/${id}`,
        payload: { name: 'Nile Partners', title: 'Partner', ...changes },
        ...admin,
      });

    const kept = await edit({ company: 'Renamed' });
    expect(kept.json()).toMatchObject({ fileStorageId: first, company: 'Renamed', contact: null });
    expect(await storedFiles()).toContain(first);

    const replaced = await edit({ portfolioStorageId: second });
    expect(replaced.json()).toMatchObject({ fileStorageId: second, fileName: 'v2.pdf' });
    expect(await storedFiles()).not.toContain(first);

    const removed = await edit({ portfolioStorageId: null });
    expect(removed.json()).toMatchObject({ fileStorageId: null, fileName: null });
    expect(await storedFiles()).not.toContain(second);

    const noName = await edit({ name: '' });
    expect(noName.json().error.fields.name).toBe('Name must be at least 2 characters');
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/admin/profiles/00000000-0000-4000-8000-000000000000',
      payload: { name: 'Nile', title: 'Partner' },
      ...admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('requires name, title, company and contact, and a portfolio that was uploaded as one', async () => {
    const missing = await createCorporate({ name: 'Acme', title: 'Partner' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.company).toBe('Company is required');
    expect(missing.json().error.fields.contact).toBe('Please enter a valid email address');

    const member = await signInResident(t);
    const cvBody = multipart({}, [{ field: 'file', name: 'cv.pdf', content: PDF }]);
    const cv = await app.inject({
      method: 'POST',
      url: '/api/files?purpose=cv',
      payload: cvBody.payload,
      headers: { ...cvBody.headers, ...member.headers },
    });
    const notPortfolio = await createCorporate(corporate({ portfolioStorageId: cv.json().storageId }));
    expect(notPortfolio.statusCode).toBe(400);
    const unknown = await createCorporate(
      corporate({ portfolioStorageId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(400);

    const taken = (await uploadPortfolio()).json().storageId;
    expect((await createCorporate(corporate({ portfolioStorageId: taken }))).statusCode).toBe(201);
    expect((await createCorporate(corporate({ portfolioStorageId: taken }))).statusCode).toBe(400);
  });

  it('lists every profile of both kinds for administrators, paginated', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/admin/profiles?pageSize=2', ...admin });
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toHaveLength(2);
    expect(all.json().total).toBeGreaterThan(2);
    const professionals = await app.inject({
      method: 'GET',
      url: '/api/admin/profiles?kind=professional',
      ...admin,
    });
    expect(professionals.json().items.every((p: { kind: string }) => p.kind === 'professional')).toBe(true);
  });
});

describe('access', () => {
  it('needs a session for the directory and an administrator for the dashboard routes', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/profiles' })).statusCode).toBe(401);
    const body = multipart(joinFields({ email: 'x@hub.test', headers: {} }));
    const anonymousJoin = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymousJoin.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/profiles' })).statusCode).toBe(401);

    const member = await signInResident(t);
    expect((await app.inject({ method: 'GET', url: '/api/admin/profiles', ...member })).statusCode).toBe(403);
    expect((await createCorporate(corporate(), member)).statusCode).toBe(403);
    expect((await uploadPortfolio('deck.pdf', member)).statusCode).toBe(403);
  });
});
