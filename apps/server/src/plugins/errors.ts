import { MESSAGES } from '@hub/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
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
