import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** What a field holding a NUL character is told: PostgreSQL stores no NUL in text, and no person types one. */
export const nulMessage = (field: string) => `${field} must not contain a NUL character`;
/** What a field whose bytes are not UTF-8 is told. */
export const notUtf8Message = (field: string) => `${field} is not valid UTF-8 text`;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A field's name as an answer names it: a NUL in it shown as `\0`. */
export const shownFieldName = (name: string) => name.replaceAll('\0', '\\0');

/** The path (`skills.0`, `title`) of the first key or text in `value` that holds a NUL character, else null. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, shownFieldName(key)];
    const found = nulPath(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A 400 naming the field, in the shape of the route schemas' errors. */
const refused = (field: string, message: string) => badRequest(message, { [field]: message });

/** `text` with its %-escapes (and `+` for a space) decoded, or null when they are not UTF-8 or not escapes. */
function decodedOrNull(text: string) {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * The query string's first parameter whose %-escapes are not UTF-8 (or not escapes at all), else null. Fastify's
 * query parser keeps such a value as its raw text, so without this it reached the routes as if typed.
 */
function badlyEncodedParameter(url: string) {
  const start = url.indexOf('?');
  if (start < 0) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    const field = decodedOrNull(name);
    if (field === null) return 'query';
    if (decodedOrNull(value) === null) return field;
  }
  return null;
}

/**
 * Text the database cannot store, or that no browser sends, is refused as a 400 naming its field before any route
 * sees it, whatever the route's schema says: a JSON body that is not UTF-8, a query parameter whose escapes are not
 * UTF-8, and a NUL character in any query parameter, path parameter, JSON key or JSON text. (Multipart text fields
 * are checked as they are read, by fieldText in features/files/multipart-fields.ts.) Registered on the root before
 * the routes, so every route inherits the JSON parser and the hook; `/api` routes only, as pages and built files
 * read nothing from their query.
 */
export function registerInputChecks(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(refused('body', notUtf8Message('The request body')), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api')) return;
    const badParameter = badlyEncodedParameter(request.url);
    if (badParameter) throw refused(badParameter, notUtf8Message(badParameter));
    const parts = [request.query, request.params] as const;
    for (const part of parts) {
      const field = nulPath(part)?.join('.');
      if (field) throw refused(field, nulMessage(field));
    }
    const inBody = nulPath(request.body);
    if (inBody) {
      const field = inBody.join('.') || 'body';
      throw refused(field, nulMessage(field));
    }
  });
}
