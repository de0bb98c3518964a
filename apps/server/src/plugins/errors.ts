import { MESSAGES } from '@hub/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one error type services throw; the handler turns it into the API's error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Response headers that belong to the error, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A zod failure outside a route schema (e.g. multipart fields), in the same shape the route schemas give. */
export function validationFailed(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  const [first] = Object.values(fields);
  return new AppError(400, 'VALIDATION', first ?? 'Invalid request', fields);
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION', message, fields);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'CONFLICT', message, fields);
export const forbidden = (message: string = MESSAGES.notAllowed) => new AppError(403, 'FORBIDDEN', message);
/** The answer for a path nothing serves (also what /metrics tells a caller who may not read it). */
export const noRoute = (request: { method: string; url: string }) =>
  notFound(`No route ${request.method} ${request.url}`);
export const unauthorized = (message: string = MESSAGES.notSignedIn) =>
  new AppError(401, 'UNAUTHORIZED', message);

/**
 * PostgreSQL's codes for text it cannot store: 22021, a byte sequence that is not UTF-8 (a NUL byte among them),
 * and 22P05, a character it cannot translate (`\u0000` in jsonb). The input checks (input-checks.ts) refuse such
 * text first; this is the last line, for any way in they miss. The pg error sits in the cause of Drizzle's.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function unstorableTextCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return code;
  }
  return undefined;
}

export const UNSTORABLE_TEXT_MESSAGE = 'The request holds characters that cannot be stored';
export const CUT_FORM_MESSAGE = 'The form did not arrive whole. Send it again.';

/**
 * busboy's own errors (through @fastify/multipart) for a multipart body that is not whole: cut before its closing
 * boundary, or sent without a boundary at all. Plain Errors with no status, which would otherwise answer 500.
 */
export const isBrokenMultipart = (error: unknown) =>
  error instanceof Error &&
  !('statusCode' in error) &&
  /unexpected end of multipart data|Boundary not found/i.test(error.message);

/** The 400 for a form that is not whole, on `field`: the file part that was being read, else the body. */
export const brokenForm = (field = 'body') => badRequest(CUT_FORM_MESSAGE, { [field]: CUT_FORM_MESSAGE });

const ADDRESS_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid UTF-8 text',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/**
 * Fastify's answer for a URL it cannot route (an escape in the path that is not UTF-8, a path parameter over its
 * length), in the API's error shape rather than Fastify's own (the `frameworkErrors` option).
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message = ADDRESS_MESSAGES[error.code] ?? error.message;
  return reply
    .status(status)
    .send({ error: { code: codeByStatus[status] ?? 'ERROR', message, fields: { path: message } } });
}

const codeByStatus: Record<number, string> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_TYPE',
  429: 'RATE_LIMITED',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, fields: error.fields } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const unknownKeys =
          issue.keyword === 'unrecognized_keys' ? ((issue.params as { keys?: string[] }).keys ?? []) : [];
        for (const key of unknownKeys) fields[path ? `${path}.${key}` : key] = `${key} is not a known field`;
        const name = path || error.validationContext || 'body';
        if (unknownKeys.length === 0) fields[name] ??= issue.message ?? 'Invalid value';
      }
      const [firstField, firstMessage] = Object.entries(fields)[0] ?? (['body', 'Invalid request'] as const);
      const message = firstMessage.toLowerCase().includes(firstField.toLowerCase())
        ? firstMessage
        : `${firstField}: ${firstMessage}`;
      return reply.status(400).send({ error: { code: 'VALIDATION', message, fields } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } });
    }
    const unstorableCode = unstorableTextCode(error);
    if (unstorableCode) {
      // Only the code: the failed statement and its parameters hold the very text that was refused.
      request.log.warn({ code: unstorableCode }, 'the database refused text the input checks let through');
      return reply.status(400).send({
        error: {
          code: 'VALIDATION',
          message: UNSTORABLE_TEXT_MESSAGE,
          fields: { body: UNSTORABLE_TEXT_MESSAGE },
        },
      });
    }
    if (isBrokenMultipart(error)) {
      const { message, fields } = brokenForm();
      return reply.status(400).send({ error: { code: 'VALIDATION', message, fields } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } });
    }
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON'
        : error.message;
    return reply.status(status).send({ error: { code: codeByStatus[status] ?? 'ERROR', message } });
  });
}
