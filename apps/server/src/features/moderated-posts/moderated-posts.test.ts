import { MESSAGES } from '@hub/contract/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import {
  type AdminPost,
  INTERNSHIP_CASE,
  JOB_CASE,
  postClient,
  unknownId,
} from './post-kind-cases.fixture.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);

/** Every case of the generic module, once for each kind it serves; what one kind alone has is in its own file. */
describe.each([JOB_CASE, INTERNSHIP_CASE])('$plural', (kindCase) => {
  const { kind, plural, filter } = kindCase;
  const posts = postClient(t, kindCase, admin, resident);
  const { member, dashboard, decide, residentList, adminList } = posts;

  describe('who may call what', () => {
    it('answers 401 signed out, on resident and admin routes alike', async () => {
      const calls = [
        { method: 'GET', url: member },
        { method: 'GET', url: `${member}/${unknownId}` },
        { method: 'POST', url: member, payload: kindCase.valid() },
        ...kindCase.extraMemberRoutes.map(([method, url]) => ({ method, url })),
        ...adminCalls(),
      ] as const;
      for (const call of calls) {
        const response = await app.inject(call);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.json().error.message).toBe(MESSAGES.notSignedIn);
      }
    });

    it('answers 403 to a resident on every admin route', async () => {
      for (const call of adminCalls()) {
        const response = await app.inject({ ...call, ...resident });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    });

    function adminCalls() {
      const id = unknownId;
      return [
        { method: 'GET', url: dashboard },
        { method: 'POST', url: dashboard, payload: kindCase.valid() },
        { method: 'PUT', url: `${dashboard}/${id}`, payload: kindCase.valid() },
        { method: 'PATCH', url: `${dashboard}/${id}/decision`, payload: { status: 'approved' } },
        { method: 'DELETE', url: `${dashboard}/${id}` },
        { method: 'GET', url: `${dashboard}/removed` },
        { method: 'POST', url: `${dashboard}/${id}/restore` },
        { method: 'DELETE', url: `${dashboard}/${id}/permanent` },
        ...kindCase.extraAdminRoutes.map(([method, url]) => ({ method, url })),
      ] as const;
    }
  });

  describe(`a resident posts ${kind === 'job' ? 'a job' : 'an internship'}`, () => {
    it('saves it pending, active and unapproved, posted by the signed-in member, invisible until approved', async () => {
      const poster = await signInResident(t);
      const response = await posts.submit({ title: 'Pending Payroll Lead' }, poster);
      expect(response.statusCode).toBe(201);
      const posted = response.json();
      expect(posted).toEqual({ id: expect.any(String), status: 'pending', createdAt: expect.any(String) });

      const [stored] = (await adminList('?search=pending payroll')).items;
      expect(stored).toMatchObject({
        id: posted.id,
        title: 'Pending Payroll Lead',
        posterEmail: poster.email,
        posterRole: kindCase.valid().posterRole,
        contactEmail: String(kindCase.valid().contactEmail).toLowerCase(),
        isActive: true,
        isApproved: false,
        status: 'pending',
        removedAt: null,
      });
      expect(stored?.postedBy).toEqual(expect.any(String));

      // Not in the residents' list, not readable by id, for the poster or anyone else.
      expect(await residentList('?search=pending payroll')).toEqual({ items: [], total: 0 });
      expect((await posts.readPublic(posted.id, poster)).statusCode).toBe(404);
      expect((await posts.readPublic(posted.id)).statusCode).toBe(404);

      const approved = await decide(posted.id, 'approved');
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'approved', isApproved: true });

      const listed = await residentList('?search=pending payroll');
      expect(listed.total).toBe(1);
      expect(listed.items[0]?.id).toBe(posted.id);
      const shown = await posts.readPublic(posted.id);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ id: posted.id, title: 'Pending Payroll Lead' });
    });

    it('never holds the contact e-mail or phone, nor the moderation state, in any resident answer', async () => {
      const input = kindCase.valid({ title: 'Secret Contact Role', contactEmail: 'private-hr@secret.test' });
      const phone = String(input.contactPhone);
      const posted = await app.inject({ method: 'POST', url: member, payload: input, ...resident });
      expect(posted.statusCode).toBe(201);
      const { id } = posted.json();
      expect((await decide(id, 'approved')).statusCode).toBe(200);

      const wholeList = await posts.residentListResponse();
      const searched = await posts.residentListResponse('?search=secret contact');
      const one = await posts.readPublic(id);
      for (const answer of [posted, wholeList, searched, one]) {
        expect(answer.statusCode).toBeLessThan(300);
        expect(answer.body).not.toContain('contactEmail');
        expect(answer.body).not.toContain('contactPhone');
        expect(answer.body).not.toContain('private-hr@secret.test');
        expect(answer.body).not.toContain(phone);
      }
      const [listed] = (searched.json() as { items: object[] }).items;
      for (const seen of [listed, one.json()]) {
        expect(seen).toBeDefined();
        expect(seen).not.toHaveProperty('status');
        expect(seen).not.toHaveProperty('isApproved');
      }

      const dashboardList = await app.inject({
        method: 'GET',
        url: `${dashboard}?search=secret contact`,
        ...admin,
      });
      expect(dashboardList.body).toContain('"contactEmail":"private-hr@secret.test"');
      expect(dashboardList.body).toContain(`"contactPhone":"${phone}"`);
    });

    it('shows residents the committee as the poster of what an administrator created, and when it was published', async () => {
      const created = await posts.create({ title: 'Committee Posted Role' });
      expect(created).toMatchObject({ posterEmail: 'admin@hub.test', isPostedByCommittee: true });
      expect(Date.parse(created.approvedAt ?? '')).toBeGreaterThan(0);
      const listed = await residentList('?search=committee posted');
      expect(listed.total).toBe(1);
      const one = (await posts.readPublic(created.id)).json();
      for (const seen of [listed.items[0], one])
        expect(seen).toMatchObject({ isPostedByCommittee: true, approvedAt: created.approvedAt });
    });

    it("records when a resident's post was approved, and that the committee did not post it", async () => {
      const id = await posts.submitPending({ title: 'Resident Posted Role' });
      expect((await adminList('?search=resident posted')).items[0]).toMatchObject({ approvedAt: null });
      const approved = await decide(id, 'approved');
      expect(approved.json().approvedAt).toEqual(expect.any(String));
      const one = (await posts.readPublic(id)).json();
      expect(one).toMatchObject({ isPostedByCommittee: false, approvedAt: approved.json().approvedAt });
    });

    it('reports missing fields with the spec messages, and refuses unknown or oversize fields', async () => {
      const missing = await app.inject({ method: 'POST', url: member, payload: {}, ...resident });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.code).toBe('VALIDATION');
      expect(missing.json().error.fields).toMatchObject(kindCase.emptyInputFields);

      // The client may not choose its own moderation state or poster.
      const sneaky = await posts.submit({ status: 'approved', isApproved: true });
      expect(sneaky.statusCode).toBe(400);
      expect(sneaky.json().error.fields.status).toMatch(/not a known field/);
      expect(sneaky.json().error.fields.isApproved).toMatch(/not a known field/);

      for (const length of [256, 300]) {
        const oversize = await posts.submit({ title: 'x'.repeat(length) });
        expect(oversize.statusCode).toBe(400);
        expect(oversize.json().error.fields.title).toMatch(/255/);
      }
    });

    it('treats blank optional fields as absent', async () => {
      const id = await posts.submitPending({
        title: 'Blank Optionals',
        requirements: '  ',
        ...kindCase.blankOptional.overrides,
      });
      const [stored] = (await adminList('?search=blank optionals')).items;
      expect(stored).toMatchObject({ id, requirements: null, ...kindCase.blankOptional.stored });
    });
  });

  describe('the residents list', () => {
    it(`searches title, company and description case-insensitively, filters by ${filter.param}, and pages`, async () => {
      await posts.create({ title: 'Zephyr Designer', company: 'Studio One', [filter.field]: 'Design' });
      await posts.create({ title: 'Analyst', company: 'ZEPHYR Capital', [filter.field]: 'Finance' });
      await posts.create({
        title: 'Engineer',
        company: 'Acme',
        description: 'Build the zephyr platform with us.',
        [filter.field]: 'Engineering',
      });
      await posts.create({ title: 'Literal 100%_match', company: 'Percent Co', [filter.field]: 'Other' });

      const all = await residentList('?search=ZePhYr');
      expect(all.total).toBe(3);
      expect(all.items.map((post) => post.title)).toEqual(['Engineer', 'Analyst', 'Zephyr Designer']);

      const finance = await residentList(`?search=zephyr&${filter.param}=Finance`);
      expect(finance.total).toBe(1);
      expect(finance.items[0]?.company).toBe('ZEPHYR Capital');

      const firstPage = await residentList('?search=zephyr&page=1&pageSize=2');
      const secondPage = await residentList('?search=zephyr&page=2&pageSize=2');
      expect(firstPage.total).toBe(3);
      expect(firstPage.items).toHaveLength(2);
      expect(secondPage.total).toBe(3);
      expect(secondPage.items.map((post) => post.title)).toEqual(['Zephyr Designer']);

      // LIKE wildcards in the search are taken literally.
      expect((await residentList(`?search=${encodeURIComponent('100%_')}`)).total).toBe(1);
      expect((await residentList(`?search=${encodeURIComponent('%')}`)).items.map((p) => p.title)).toEqual([
        'Literal 100%_match',
      ]);
      expect(await residentList('?search=100%25_literal')).toEqual({ items: [], total: 0 });
    });

    it('paginates with the total of all matches, newest first', async () => {
      for (let i = 0; i < 5; i++) await posts.create({ title: `Paging Post ${i}` });
      const first = await residentList('?search=paging post&pageSize=2');
      expect(first.total).toBe(5);
      expect(first.items).toHaveLength(2);
      expect(first.items[0]?.title).toBe('Paging Post 4');
      const last = await residentList('?search=paging post&pageSize=2&page=3');
      expect(last.total).toBe(5);
      expect(last.items.map((post) => post.title)).toEqual(['Paging Post 0']);
    });

    it('leaves out rejected, inactive and removed posts', async () => {
      const rejected = await posts.submitPending({ title: 'Visibility Rejected' });
      await decide(rejected, 'rejected');
      const removed = await posts.create({ title: 'Visibility Removed' });
      await posts.remove(removed.id);
      const inactive = await posts.create({ title: 'Visibility Inactive' });
      await db.execute(`UPDATE ${plural} SET is_active = false WHERE id = '${inactive.id}'`);
      const shown = await posts.create({ title: 'Visibility Shown' });

      const list = await residentList('?search=visibility');
      expect(list.items.map((post) => post.id)).toEqual([shown.id]);
      for (const hidden of [rejected, removed.id, inactive.id])
        expect((await posts.readPublic(hidden)).statusCode).toBe(404);
    });

    it('refuses a page size too big and an id that is not one, and answers 404 to an unknown id', async () => {
      const tooBig = await posts.residentListResponse('?pageSize=1000');
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().error.fields.pageSize).toBeDefined();
      expect((await posts.readPublic('not-an-id')).statusCode).toBe(400);
      expect((await posts.readPublic(unknownId)).statusCode).toBe(404);
    });
  });

  describe('moderation', () => {
    it('lists every post not removed, with contact details, filtered by status and search, paginated', async () => {
      const pending = await posts.submitPending({ title: 'Moderation Pending Quokka' });
      const approved = await posts.create({ title: 'Moderation Approved Quokka' });
      expect(approved).toMatchObject({ status: 'approved', isApproved: true, isActive: true });
      expect(approved.posterEmail).toBe('admin@hub.test');
      const rejected = await posts.submitPending({ title: 'Moderation Rejected Quokka' });
      expect((await decide(rejected, 'rejected')).json()).toMatchObject({
        status: 'rejected',
        isApproved: false,
      });

      const all = await adminList('?search=quokka');
      expect(all.total).toBe(3);
      expect(all.items[0]).toHaveProperty('contactEmail');
      expect(all.items[0]).toHaveProperty('contactPhone');
      expect((await adminList('?search=quokka&status=pending')).items.map((p) => p.id)).toEqual([pending]);
      expect((await adminList('?search=quokka&status=rejected')).items.map((p) => p.id)).toEqual([rejected]);
      const paged = await adminList('?search=quokka&pageSize=1&page=2');
      expect(paged.total).toBe(3);
      expect(paged.items.map((p) => p.id)).toEqual([approved.id]);
      const bad = await app.inject({ method: 'GET', url: `${dashboard}?status=maybe`, ...admin });
      expect(bad.statusCode).toBe(400);
    });

    it('approves and rejects only from pending', async () => {
      const one = await posts.submitPending();
      const approved = await decide(one, 'approved');
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        status: 'approved',
        isApproved: true,
        isPostedByCommittee: false,
      });
      expect(approved.json().approvedAt).toEqual(expect.any(String));
      const again = await decide(one, 'rejected');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(`This ${kind} was already approved.`);

      const two = await posts.submitPending();
      const rejected = await decide(two, 'rejected');
      expect(rejected.json()).toMatchObject({ status: 'rejected', isApproved: false, approvedAt: null });
      expect((await decide(two, 'approved')).statusCode).toBe(409);

      const bad = await decide(two, 'pending');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.status).toBe('status must be approved or rejected');
      expect((await decide(unknownId, 'approved')).statusCode).toBe(404);
    });

    it('edits pending and approved posts and refuses a rejected or unknown one', async () => {
      const pending = await posts.submitPending({ title: 'Editable Post' });
      const edited = await posts.edit(
        pending,
        kindCase.valid({ title: 'Edited While Pending', ...kindCase.blankOptional.overrides }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        title: 'Edited While Pending',
        status: 'pending',
        ...kindCase.blankOptional.stored,
      });

      const approved = await posts.create();
      const editedApproved = await posts.edit(
        approved.id,
        kindCase.valid({ title: 'Edited While Approved', ...kindCase.editedField }),
      );
      expect(editedApproved.statusCode).toBe(200);
      expect(editedApproved.json()).toMatchObject({
        title: 'Edited While Approved',
        ...kindCase.editedField,
      });

      await decide(pending, 'rejected');
      const refused = await posts.edit(pending, kindCase.valid({ title: 'Too Late' }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(`This ${kind} was rejected and can no longer be edited.`);

      const invalid = await posts.edit(approved.id, kindCase.valid(kindCase.invalidEdit.overrides));
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.fields).toEqual(kindCase.invalidEdit.fields);
      expect((await posts.edit(unknownId, kindCase.valid())).statusCode).toBe(404);
    });
  });

  describe('removal', () => {
    it('delete -> removed list -> restore -> delete -> permanent delete', async () => {
      const post = await posts.create({ title: 'Round Trip Role' });
      const before = await kindCase.countAll(db);

      const removed = await posts.remove(post.id, { reason: 'Filled' });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({
        removedBy: 'admin@hub.test',
        removalReason: 'Filled',
        removedAt: expect.any(String),
        updatedAt: post.updatedAt,
      });
      expect(await kindCase.countAll(db)).toBe(before - 1);
      expect((await residentList('?search=round trip')).total).toBe(0);
      expect((await adminList('?search=round trip')).total).toBe(0);
      expect((await posts.readPublic(post.id)).statusCode).toBe(404);

      const removedList = await adminList('/removed');
      expect(removedList.items.map((p) => p.id)).toContain(post.id);
      expect(removedList.total).toBe(removedList.items.length);

      // Removed posts cannot be edited, decided or removed twice.
      expect((await posts.remove(post.id)).statusCode).toBe(409);
      expect((await posts.edit(post.id, kindCase.valid())).statusCode).toBe(409);

      const restore = () => app.inject({ method: 'POST', url: `${dashboard}/${post.id}/restore`, ...admin });
      const restored = await restore();
      expect(restored.statusCode).toBe(200);
      // Back exactly as it was.
      expect(restored.json()).toMatchObject({ removedAt: null, removedBy: null, removalReason: null });
      expect(restored.json()).toEqual(post);
      expect((await residentList('?search=round trip')).total).toBe(1);
      expect((await restore()).statusCode).toBe(409);

      // Permanent delete only from Removed Items.
      const deletePermanently = () =>
        app.inject({ method: 'DELETE', url: `${dashboard}/${post.id}/permanent`, ...admin });
      expect((await deletePermanently()).statusCode).toBe(409);

      // Without a body: no reason.
      const again = await posts.remove(post.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().removalReason).toBeNull();
      const gone = await deletePermanently();
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toEqual({ ok: true });
      expect((await adminList('/removed')).items.map((p) => p.id)).not.toContain(post.id);
      expect((await restore()).statusCode).toBe(404);
    });

    it('pages the removed list, most recently removed first, and refuses unknown fields in the removal body', async () => {
      const before = (await adminList('/removed?pageSize=1')).total;
      const first = await posts.create({ title: 'Removed A' });
      const second = await posts.create({ title: 'Removed B' });
      for (const post of [first, second]) await posts.remove(post.id);
      const page = await adminList('/removed?pageSize=1');
      expect(page.total).toBe(before + 2);
      expect(page.items.map((p: AdminPost) => p.id)).toEqual([second.id]);

      const other = await posts.create({ title: 'Removed C' });
      const extra = await posts.remove(other.id, { reason: 'x', hard: true });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().error.fields.hard).toMatch(/not a known field/);
    });
  });

  it('documents every route in OpenAPI', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        `${member}/`,
        `${member}/{id}`,
        `${dashboard}/`,
        `${dashboard}/{id}`,
        `${dashboard}/{id}/decision`,
        `${dashboard}/removed`,
        `${dashboard}/{id}/restore`,
        `${dashboard}/{id}/permanent`,
      ]),
    );
  });
});
