import type { ApiErrorBody } from '@hub/contract/common';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A call the page made, as the fake server received it. */
type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** What a fake route is given: the call, and the `:name` parts of its path. */
type Received = ApiCall & { params: Record<string, string> };

/**
 * A fake of the API for component tests, on Mock Service Worker (decision 069): the page's real `fetch` calls are
 * answered by routes each test declares, and any call no route expects fails the test. Every answer is parsed by
 * the contract's schema first, and every body sent by the page by the contract's input schema, so a fake can no
 * more drift from the real server's shapes than the server can. Call once at the top of a test file.
 */
export function startApiServer() {
  const server = setupServer();
  const calls: ApiCall[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
  });
  afterAll(() => server.close());

  return {
    /** Every call made since the test began, in order. */
    calls,
    /** The calls made to `method path` (path without /api and without the query). */
    callsTo: (method: Uppercase<Method>, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    /**
     * Answers `method /api<path>` (path may hold `:id`) with what `respond` returns, as `response` shapes it;
     * a body the page sends must pass `request` when given, or the route answers 400 as the server would.
     */
    on<Response extends z.ZodType>(
      method: Method,
      path: string,
      schemas: { response: Response; request?: z.ZodType },
      respond: (received: Received) => z.input<Response>,
    ) {
      server.use(
        http[method](`/api${path}`, async ({ request, params }) => {
          const url = new URL(request.url);
          const text = await request.text();
          const call: ApiCall = {
            method: request.method,
            path: url.pathname.replace(/^\/api/, ''),
            query: url.searchParams,
            body: text ? JSON.parse(text) : undefined,
          };
          calls.push(call);
          const checked = schemas.request?.safeParse(call.body);
          if (checked && !checked.success)
            return errorResponse(400, `the page sent a body the contract refuses: ${checked.error.message}`);
          const answer = schemas.response.parse(respond({ ...call, params: stringParams(params) }));
          return HttpResponse.json(answer as JsonBodyType);
        }),
      );
    },
    /** Answers `method /api<path>` with an error, as the server words them. */
    fail(method: Method, path: string, status: number, message: string) {
      server.use(http[method](`/api${path}`, () => errorResponse(status, message)));
    },
  };
}

const errorResponse = (status: number, message: string) =>
  HttpResponse.json({ error: { code: 'TEST', message } } satisfies ApiErrorBody, { status });

const stringParams = (params: Record<string, string | readonly string[] | undefined>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
