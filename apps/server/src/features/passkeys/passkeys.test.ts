import { PASSKEY_MESSAGES } from '@hub/contract/passkeys/passkey.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';

const t = await createTestApp({ environment: { PUBLIC_URL: 'https://hub.example' } });
const { app } = t;

describe('passkeys', () => {
  it('gives a signed-in member options bound to PUBLIC_URL, and lists no passkeys yet', async () => {
    for (const member of [await signInResident(t), await signInAdmin(t)]) {
      const options = await app.inject({ method: 'POST', url: '/api/passkeys/options', ...member });
      expect(options.statusCode).toBe(200);
      const body = options.json();
      expect(body.challengeId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.options.rp).toEqual({ id: 'hub.example', name: 'Community Hub' });
      expect(body.options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
      expect((await app.inject({ method: 'GET', url: '/api/passkeys', ...member })).json()).toEqual({
        items: [],
      });
    }
    expect((await app.inject({ method: 'POST', url: '/api/passkeys/options' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/passkeys' })).statusCode).toBe(401);
  });

  it("takes a challenge once, and only the member's own", async () => {
    const member = await signInResident(t);
    const other = await signInResident(t);
    const { challengeId } = (
      await app.inject({ method: 'POST', url: '/api/passkeys/options', ...member })
    ).json();
    const add = (who: typeof member) =>
      app.inject({
        method: 'POST',
        url: '/api/passkeys',
        payload: { challengeId, name: 'My phone', response: { id: 'x', type: 'public-key' } },
        ...who,
      });
    // Someone else's challenge is as good as none; the member's own is spent by its first (bad) answer.
    expect((await add(other)).json().error.message).toBe(PASSKEY_MESSAGES.expired);
    expect((await add(member)).json().error.message).toBe(PASSKEY_MESSAGES.expired);
  });

  it('signs nobody in with a made-up answer, and a sign-in challenge answers once', async () => {
    const { challengeId, options } = (
      await app.inject({ method: 'POST', url: '/api/passkeys/sign-in/options' })
    ).json();
    expect(options.rpId).toBe('hub.example');
    const answer = () =>
      app.inject({
        method: 'POST',
        url: '/api/passkeys/sign-in',
        payload: { challengeId, response: { id: 'made-up', type: 'public-key' } },
      });
    for (const response of [await answer(), await answer()]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(PASSKEY_MESSAGES.notAccepted);
    }
  });

  it("removes only one's own passkey: anyone else's answers 404", async () => {
    const member = await signInResident(t);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/passkeys/00000000-0000-4000-8000-000000000000',
      ...member,
    });
    expect(removed.statusCode).toBe(404);
  });
});
