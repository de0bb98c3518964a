import { okSchema } from '@hub/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { requireAdmin } from '../plugins/auth.ts';
import {
  type AuditEntry,
  actorOf,
  audited,
  type InTransaction,
  recordAudit,
  type Transaction,
} from '../features/audit/audit.service.ts';
import {
  type Absent,
  type ParsedRequest,
  type ReadRoute,
  readRoute,
  registerRoute,
  type ZodApp,
} from './read-route.ts';

/** The audit details that name a subject: the named fields of it, e.g. `detailsOf('title')`. */
export const detailsOf =
  <Key extends string>(...keys: Key[]) =>
  (subject: Record<Key, unknown>): Record<string, unknown> =>
    Object.fromEntries(keys.map((key) => [key, subject[key]]));

/** What an admin plugin's changes are about: the audit trail's target type and what its details say of one. */
export type AdminTarget<Subject> = {
  tags: string[];
  targetType: string;
  describe: (subject: Subject) => Record<string, unknown>;
};

/**
 * The work of a change. Most run in the transaction that records the audit event (`run`); a service that deletes
 * file bytes after its commit opens its own transaction and records the event in it (`runOwnTransaction`).
 */
type Work<Request, Result, Answer = Result> =
  | { run: (tx: Transaction, request: Request) => Promise<Result> }
  | { runOwnTransaction: (request: Request, audit: InTransaction<Result>) => Promise<Answer> };

/** How a change's audit event reads, beyond the target type: the action, and details other than `describe`'s. */
type AuditOf<Request, Result> = {
  /** The audit action, e.g. 'training.create', or chosen from what happened ('trip.activate'). */
  action: string | ((result: Result, request: Request) => string);
  details?: (result: Result, request: Request) => Record<string, unknown>;
};

export type ChangeRoute<
  Params extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
  Result,
> = {
  summary?: string;
  params?: Params;
  body?: Body;
  response: Response;
  /** 201 for a create; 200 when left out. */
  status?: 201;
} & AuditOf<ParsedRequest<Params, Absent, Body>, Result> &
  Work<ParsedRequest<Params, Absent, Body>, Result>;

export type DeleteRoute<Params extends z.ZodType, Subject> = { summary?: string; params: Params } & AuditOf<
  ParsedRequest<Params, Absent, Absent>,
  Subject
> &
  Work<ParsedRequest<Params, Absent, Absent>, Subject, unknown>;

/**
 * The routes of an admin plugin, each change in one transaction with its audit event (docs/code-style.md,
 * Server): `list` reads, `change` answers what it changed, `delete` answers `{ ok: true }`. The event's target
 * is the changed row's id (for a delete, the id in the path) and its details are `describe`'s unless the route
 * says otherwise.
 */
export function adminRoutes<Subject>(app: ZodApp, db: Database, target: AdminTarget<Subject>) {
  const { tags, targetType, describe } = target;

  function perform<Request extends FastifyRequest, Result extends Subject, Answer>(
    request: Request,
    spec: AuditOf<Request, Result> & Work<Request, Result, Answer>,
    entryOf: (result: Result) => Omit<AuditEntry, 'action' | 'details'>,
  ): Promise<Result | Answer> {
    const entry = (result: Result): AuditEntry => ({
      action: typeof spec.action === 'string' ? spec.action : spec.action(result, request),
      targetType,
      ...entryOf(result),
      details: spec.details ? spec.details(result, request) : describe(result),
    });
    if ('run' in spec) return audited(db, actorOf(request), (tx) => spec.run(tx, request), entry);
    return spec.runOwnTransaction(request, (tx, result) => recordAudit(tx, actorOf(request), entry(result)));
  }

  return {
    list<Response extends z.ZodType, Params extends z.ZodType = Absent, Query extends z.ZodType = Absent>(
      url: string,
      route: Omit<ReadRoute<Params, Query, Response>, 'tags'>,
    ) {
      readRoute<Params, Query, Response>(app, url, { tags, ...route });
    },

    change<
      Response extends z.ZodType,
      Result extends z.input<Response> & Subject & { id: string },
      Params extends z.ZodType = Absent,
      Body extends z.ZodType = Absent,
    >(
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      route: ChangeRoute<Params, Body, Response, Result>,
    ) {
      const { summary, params, body, response, status = 200 } = route;
      registerRoute<Params, Absent, Body>(
        app,
        method,
        url,
        { tags, summary, params, body, response: { [status]: response } },
        async (request, reply) => {
          const result = await perform(request, route, (changed) => ({ targetId: changed.id }));
          return reply.status(status).send(result);
        },
      );
    },

    delete<Params extends z.ZodType<{ id: string }>, Deleted extends Subject>(
      url: string,
      route: DeleteRoute<Params, Deleted>,
    ) {
      const { summary, params } = route;
      registerRoute<Params, Absent, Absent>(
        app,
        'DELETE',
        url,
        { tags, summary, params, response: { 200: okSchema } },
        async (request) => {
          await perform(request, route, () => ({ targetId: request.params.id }));
          return { ok: true as const };
        },
      );
    },
  };
}

/** The routes `adminRoutes` registers, as a plugin's registering function is given them. */
export type AdminRoutes<Subject> = ReturnType<typeof adminRoutes<Subject>>;

/**
 * An admin plugin: every route behind `requireAdmin`, registered by `register` through `adminRoutes` (or on
 * `app` for the few that are not a list or an audited change).
 */
export function adminPlugin<Options extends { db: Database }, Subject>(
  target: AdminTarget<Subject>,
  register: (
    routes: AdminRoutes<Subject>,
    options: Options,
    app: Parameters<FastifyPluginAsyncZod>[0],
  ) => void,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    app.addHook('onRequest', requireAdmin);
    register(adminRoutes(app, options.db, target), options, app);
  };
}
