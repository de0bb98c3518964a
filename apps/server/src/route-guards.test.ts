import { describe, expect, it } from 'vitest';
import { createTestApp, signInResident } from './test/helper.ts';

// Deny by default: every route under /api (as the OpenAPI document lists them; the only hidden one is the
// document itself; /healthz, /readyz and /metrics are outside /api) is behind a guard unless it is listed here. A new route mounted in the wrong scope of the
// feature registry, or a new public route nobody meant, fails this test.
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/login',
  'GET /api/auth/sign-in-mode',
  'POST /api/auth/verify-code',
  'POST /api/auth/link',
  'POST /api/auth/invite',
  'POST /api/auth/admin-login',
  'POST /api/auth/admin-login/two-factor',
  'POST /api/auth/logout',
  'POST /api/passkeys/sign-in/options',
  'POST /api/passkeys/sign-in',
  'POST /api/access-requests/',
  'GET /api/files/{storageId}',
  'GET /api/mail/unsubscribe',
  'POST /api/mail/unsubscribe',
  'GET /api/setup/',
  'POST /api/setup/',
  'GET /api/events/',
]);

/** An administrator's own account: behind the admin guard, outside /api/admin. */
const ADMIN_ACCOUNT_ROUTES = new Set([
  'GET /api/auth/two-factor',
  'POST /api/auth/two-factor/setup',
  'PUT /api/auth/two-factor',
  'DELETE /api/auth/two-factor',
  'POST /api/auth/password',
]);

const t = await createTestApp();
const resident = await signInResident(t);
await t.app.ready();
const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => ({
    name: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    // Any id will do: the guard answers before the route looks at it.
    url: path.replaceAll(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
  })),
);
const isAdmin = (name: string) =>
  name.split(' ')[1]?.startsWith('/api/admin/') || ADMIN_ACCOUNT_ROUTES.has(name);

describe('every route is behind a guard unless listed as public', () => {
  it('lists the routes the registry mounts', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const name of [...PUBLIC_ROUTES, ...ADMIN_ACCOUNT_ROUTES])
      expect(routes.map((route) => route.name)).toContain(name);
  });

  it('answers 401 to an anonymous call of every member and admin route', async () => {
    const unguarded = [];
    for (const route of routes.filter(({ name }) => !PUBLIC_ROUTES.has(name))) {
      const response = await t.app.inject({ method: route.method, url: route.url });
      if (response.statusCode !== 401) unguarded.push(`${route.name}: ${response.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });

  it("answers 403 to a resident's call of every admin route", async () => {
    const admitted = [];
    for (const route of routes.filter(({ name }) => isAdmin(name))) {
      const response = await t.app.inject({ method: route.method, url: route.url, ...resident });
      if (response.statusCode !== 403) admitted.push(`${route.name}: ${response.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });
});
