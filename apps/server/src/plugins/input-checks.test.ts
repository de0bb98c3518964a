import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createTestApp, signInAdmin, signInResident } from '../test/helper.ts';
import { CUT_FORM_MESSAGE, registerErrorHandling, UNSTORABLE_TEXT_MESSAGE } from './errors.ts';
import { notUtf8Message, nulMessage } from './input-checks.ts';

/** Every log record the app writes, so a test can see that nothing was logged at error level. */
const records: Array<{ level: number; msg: string }> = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) records.push(JSON.parse(line));
    done();
  },
});
const t = await createTestApp({
  logger: createLogger('info', { destination }),
  limits: { accessRequestsPerHour: 1_000_000 },
  environment: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000', ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '1000000' },
});
const { app } = t;

/** The parts of the OpenAPI document (GET /api/openapi.json) the generated requests are made from. */
type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Route = { method: string; path: string; operation: Operation };

const roles: Array<{ name: string; headers: Record<string, string> }> = [];
let routes: Route[] = [];
beforeAll(async () => {
  const [admin, resident] = [await signInAdmin(t), await signInResident(t)];
  roles.push(
    { name: 'anyone', headers: {} },
    { name: 'a resident', ...resident },
    { name: 'the admin', ...admin },
  );
  const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => {
  // Nothing these tests send is the server's failure: each request is logged (info), none of it as an error.
  expect(records.length).toBeGreaterThan(1000);
  expect(records.filter((record) => record.level >= 50)).toEqual([]);
});

/** A value a parameter's schema accepts, for the parameters a request does not aim at. */
const sampleOf = (schema: JsonSchema) => {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'uuid') return randomUUID();
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  return schema.type === 'boolean' ? 'true' : 'x';
};

/** The route's URL with `nulIn` (a parameter's name) holding a NUL byte and every other parameter a sample. */
function urlOf(route: Route, nulIn?: string) {
  const parameters = route.operation.parameters ?? [];
  const valueOf = (parameter: Parameter) =>
    encodeURIComponent(parameter.name === nulIn ? 'a\0b' : sampleOf(parameter.schema));
  const path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? valueOf(parameter) : 'x';
  });
  const query = parameters
    .filter((p) => p.in === 'query' && (p.required || p.name === nulIn))
    .map((p) => `${encodeURIComponent(p.name)}=${valueOf(p)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** The path of every text (string) a JSON body schema declares, arrays by their first item. */
function textPaths(schema: JsonSchema | undefined, path: string[] = []): string[][] {
  if (!schema) return [];
  const found = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(
    (variant) => textPaths(variant, path),
  );
  if (schema.type === 'string') found.push(path);
  for (const [key, inner] of Object.entries(schema.properties ?? {}))
    found.push(...textPaths(inner, [...path, key]));
  if (schema.items) found.push(...textPaths(schema.items, [...path, '0']));
  return [...new Map(found.map((each) => [each.join('.'), each])).values()];
}

/** A body with only `value` at `path` (array steps are indexes): `['skills', '0']` gives `{ skills: [value] }`. */
const bodyWith = (path: string[], value: string): unknown =>
  path.reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value);

/** Every request the document leads to with a NUL byte in one declared place, and the field it must be named. */
function nulRequests(route: Route) {
  const aimed = (route.operation.parameters ?? []).map((parameter) => ({
    field: parameter.name,
    url: urlOf(route, parameter.name),
    payload: undefined as unknown,
  }));
  const body = route.operation.requestBody?.content['application/json']?.schema;
  for (const path of textPaths(body))
    aimed.push({ field: path.join('.'), url: urlOf(route), payload: bodyWith(path, 'a\0b') });
  return aimed;
}

/** A multipart form's raw bytes, and its content type. */
function form(parts: string) {
  const boundary = `----hub${randomBytes(8).toString('hex')}`;
  return {
    boundary,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: parts.replaceAll('BOUNDARY', boundary),
  };
}
const textPart = (name: string, value: string) =>
  `--BOUNDARY\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, content: string) =>
  `--BOUNDARY\r\nContent-Disposition: form-data; name="${name}"; filename="cv.pdf"\r\n` +
  `Content-Type: application/pdf\r\n\r\n${content}`;

/** A different client address per request, so no per-address limit answers in place of the route. */
const someAddress = () => `10.${randomBytes(3).join('.')}`;

const isMultipartRoute = (route: Route) => /multipart/i.test(route.operation.summary ?? '');

describe('a NUL byte anywhere in a request', () => {
  it('answers 400 naming the field, never 500, in every declared parameter and JSON text of every route (OpenAPI), as anyone, a resident and the admin', async () => {
    expect(routes.length).toBeGreaterThan(100);
    const unexpected: string[] = [];
    const neverChecked: string[] = [];
    let requests = 0;
    for (const route of routes) {
      for (const { field, url, payload } of nulRequests(route)) {
        let isRefused = false;
        for (const role of roles) {
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            headers: role.headers,
            remoteAddress: someAddress(),
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          requests += 1;
          const answer = `${role.name}: ${route.method} ${route.path} (${field}) answered ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode === 400) {
            const fields = (response.json() as { error: { fields?: Record<string, string> } }).error.fields;
            if (fields?.[field] === nulMessage(field)) isRefused = true;
            else unexpected.push(answer);
          } else if (response.statusCode !== 401 && response.statusCode !== 403) unexpected.push(answer);
        }
        if (!isRefused) neverChecked.push(`${route.method} ${route.path} (${field})`);
      }
    }
    expect(unexpected).toEqual([]);
    // Each NUL reached the checks as someone: the guards did not hide a route from this test.
    expect(neverChecked).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  });

  it('answers 400 naming the field for a NUL in a multipart text field or its name', async () => {
    const resident = roles[1]?.headers ?? {};
    for (const name of ['name', 'ti\0tle']) {
      const body = form(`${textPart(name, 'Nour a\0 Said')}--BOUNDARY--\r\n`);
      const response = await app.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: { ...body.headers, ...resident },
        payload: body.payload,
      });
      const field = name.replaceAll('\0', '\\0');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION',
        message: nulMessage(field),
        fields: { [field]: nulMessage(field) },
      });
    }
  });
});

describe('malformed UTF-8', () => {
  it('answers 400 for a JSON body whose bytes are not UTF-8, also where nobody is signed in', async () => {
    for (const url of ['/api/auth/admin-login', '/api/access-requests']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        remoteAddress: someAddress(),
        payload: Buffer.concat([
          Buffer.from('{"username":"ad'),
          Buffer.from([0xc3, 0x28]),
          Buffer.from('min"}'),
        ]),
      });
      expect(response.statusCode).toBe(400);
      const message = notUtf8Message('The request body');
      expect(response.json().error).toEqual({ code: 'VALIDATION', message, fields: { body: message } });
    }
  });

  it('answers 400 naming the parameter for a query escape that is not UTF-8, and for a broken path', async () => {
    const resident = roles[1]?.headers ?? {};
    for (const url of [
      '/api/jobs?search=caf%C3%28',
      '/api/jobs?search=100%',
      '/api/profiles?kind=professional&search=%FF',
    ]) {
      const response = await app.inject({ url, headers: resident });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ search: notUtf8Message('search') });
    }
    const path = await app.inject({ url: '/api/jobs/%C3%28', headers: resident });
    expect(path.statusCode).toBe(400);
    expect(path.json().error).toMatchObject({ code: 'VALIDATION', fields: { path: expect.any(String) } });
  });

  it('still takes UTF-8 text in every script, escaped or not', async () => {
    const resident = roles[1]?.headers ?? {};
    const search = await app.inject({
      url: `/api/jobs?search=${encodeURIComponent('café مرحبا 🙂')}`,
      headers: resident,
    });
    expect(search.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      remoteAddress: someAddress(),
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: Buffer.from(JSON.stringify({ username: 'نور@hub.test', password: 'كلمة سر طويلة جدا' })),
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('a multipart body cut before its closing boundary', () => {
  it('answers 400 on every multipart route (OpenAPI), or 401/403 where the caller may not use it', async () => {
    const multipartRoutes = routes.filter(isMultipartRoute);
    // Uploads (files), applications, CVs (new and edited), joining the directory, restoring a backup.
    expect(multipartRoutes.length).toBeGreaterThanOrEqual(6);
    const unexpected: string[] = [];
    for (const route of multipartRoutes) {
      const cuts = [
        form(
          `${textPart('name', 'Nour Said')}--BOUNDARY\r\nContent-Disposition: form-data; name="title"\r\n\r\nEngin`,
        ),
        form(`${textPart('name', 'Nour Said')}${filePart('file', '%PDF-1.4 and then nothing')}`),
        {
          headers: { 'content-type': 'multipart/form-data' },
          payload: textPart('name', 'no boundary named'),
        },
      ];
      let isRefused = false;
      for (const cut of cuts) {
        for (const role of roles) {
          const response = await app.inject({
            method: route.method as 'POST',
            url: urlOf(route),
            headers: { ...cut.headers, ...role.headers },
            payload: cut.payload,
            remoteAddress: someAddress(),
          });
          const answer = `${role.name}: ${route.method} ${route.path} answered ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode === 400) isRefused = true;
          else if (response.statusCode !== 401 && response.statusCode !== 403) unexpected.push(answer);
        }
      }
      if (!isRefused) unexpected.push(`${route.method} ${route.path}: nobody reached it`);
    }
    expect(unexpected).toEqual([]);
  });

  it('names the file field when the cut comes in the file', async () => {
    const resident = roles[1]?.headers ?? {};
    const cases = [
      { url: '/api/files?purpose=cv', field: 'file' },
      { url: '/api/cvs', field: 'cv' },
      { url: '/api/profiles', field: 'cv' },
    ];
    for (const { url, field } of cases) {
      const cut = form(`${textPart('name', 'Nour Said')}${filePart(field, '%PDF-1.4 cut here')}`);
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...cut.headers, ...resident },
        payload: cut.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION',
        message: CUT_FORM_MESSAGE,
        fields: { [field]: CUT_FORM_MESSAGE },
      });
    }
  });
});

describe('the last line: text PostgreSQL refuses', () => {
  it('answers 400 for 22021 and 22P05 from the database, logging the code and never the statement', async () => {
    const lines: string[] = [];
    const loggedTo = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A route with no input checks in front, as a way in that the checks missed would be.
    const logger: FastifyBaseLogger = createLogger('info', { destination: loggedTo });
    const bare = Fastify({ loggerInstance: logger });
    registerErrorHandling(bare);
    bare.get('/text', async () => t.db.execute(sql`SELECT ${'secret a\0b'}::text AS value`));
    bare.get('/json', async () => t.db.execute(sql`SELECT ${'{"secret":"a\\u0000b"}'}::jsonb AS value`));
    await bare.ready();
    for (const url of ['/text', '/json']) {
      const response = await bare.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION',
        message: UNSTORABLE_TEXT_MESSAGE,
        fields: { body: UNSTORABLE_TEXT_MESSAGE },
      });
    }
    await bare.close();
    const logged = lines.join('\n');
    expect(logged).toContain('"code":"22021"');
    expect(logged).toContain('"code":"22P05"');
    expect(logged).not.toContain('secret');
    expect(logged).not.toContain('"level":50');
  });
});
