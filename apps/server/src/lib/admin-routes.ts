import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { idParamsSchema, okSchema } from '@hub/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database, Executor } from '../db/client.ts';
import { currentUser } from '../plugins/auth.ts';
import type { FileStorage, FileChange } from './file-change.ts';
import { type AuditEntry, actorOf, audited, type InTransaction, recordAudit } from './audit-trail.ts';
import type { Transaction } from '../db/executor.ts';
import { type Absent, type ParsedRequest, registerRoute, taggedRead, type ZodApp } from './read-route.ts';

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

  const routes = {
    list: taggedRead(app, tags),

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
  /**
   * The five routes of something the dashboard lists, creates, edits, switches (on or off, shown or hidden)
   * and deletes with its files: GET and POST on `path`, PUT, PATCH and DELETE on `path/:id`. Its services take
   * the arguments of `EditableServices`, so a kind is data: schemas, summaries, audit actions and services.
   */
  function editable<S extends EditableSchemas, Item extends z.input<S['item']> & Subject & { id: string }>(
    path: string,
    { schemas, summaries, actions, patchDetails, service, storage }: EditableKind<S, Item, Subject>,
  ) {
    const itemPath = `${path === '/' ? '' : path}/:id`;
    routes.list<S['list'], Absent, S['listQuery']>(path, {
      summary: summaries.list,
      querystring: schemas.listQuery,
      response: schemas.list,
      read: (request) => service.list(db, request.query),
    });
    routes.change<S['item'], Item, Absent, S['create']>('POST', path, {
      summary: summaries.create,
      body: schemas.create,
      response: schemas.item,
      status: 201,
      action: actions.create,
      run: (tx, request) => service.create(tx, request.body, currentUser(request)),
    });
    routes.change<S['item'], Item, typeof idParamsSchema, S['update']>('PUT', itemPath, {
      summary: summaries.update,
      params: idParamsSchema,
      body: schemas.update,
      response: schemas.item,
      action: actions.update,
      runOwnTransaction: (request, audit) =>
        service.update({ db, storage, log: request.log }, request.params.id, request.body, audit),
    });
    routes.change<S['item'], Item, typeof idParamsSchema, S['patch']>('PATCH', itemPath, {
      summary: summaries.patch,
      params: idParamsSchema,
      body: schemas.patch,
      response: schemas.item,
      action: (item) => (typeof actions.patch === 'string' ? actions.patch : actions.patch(item)),
      ...(patchDetails ? { details: (item, request) => patchDetails(item, request.body) } : {}),
      run: (tx, request) => service.patch(tx, request.params.id, request.body),
    });
    routes.delete(itemPath, {
      summary: summaries.delete,
      params: idParamsSchema,
      action: actions.delete,
      runOwnTransaction: (request, audit) =>
        service.delete({ db, storage, log: request.log }, request.params.id, audit),
    });
  }

  return { ...routes, editable };
}

/** The contract's schemas of an editable kind (`editable`). */
export type EditableSchemas = {
  listQuery: z.ZodType;
  list: z.ZodType;
  item: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  patch: z.ZodType;
};

/** What the services of an editable kind take: the routes call each with these arguments. */
type EditableServices<S extends EditableSchemas, Item, Subject> = {
  list: (db: Executor, query: z.output<S['listQuery']>) => Promise<z.input<S['list']>>;
  create: (tx: Transaction, input: z.output<S['create']>, admin: SessionUser) => Promise<Item>;
  /** Opens its own transaction: the files it detaches are deleted after the commit. */
  update: (
    at: FileChange,
    id: string,
    input: z.output<S['update']>,
    audit: InTransaction<Item>,
  ) => Promise<Item>;
  patch: (tx: Transaction, id: string, input: z.output<S['patch']>) => Promise<Item>;
  delete: (at: FileChange, id: string, audit: InTransaction<Subject>) => Promise<unknown>;
};

/** An editable kind: its schemas, the summaries of its five routes, their audit actions, and its services. */
export type EditableKind<S extends EditableSchemas, Item, Subject> = {
  storage: FileStorage;
  schemas: S;
  summaries: { list: string; create: string; update: string; patch: string; delete: string };
  /** The PATCH's action may depend on what it did ('trip.activate', 'trip.deactivate'). */
  actions: { create: string; update: string; patch: string | ((item: Item) => string); delete: string };
  /** The PATCH's audit details, when more than `describe`'s. */
  patchDetails?: (item: Item, input: z.output<S['patch']>) => Record<string, unknown>;
  service: EditableServices<S, Item, Subject>;
};

/** The routes `adminRoutes` registers, as a plugin's registering function is given them. */
export type AdminRoutes<Subject> = ReturnType<typeof adminRoutes<Subject>>;

/**
 * An admin plugin: its routes registered by `register` through `adminRoutes` (or on `app` for the few that are
 * not a list or an audited change). Its guard is the admin scope app.ts mounts it in (lib/feature.ts), behind
 * `requireAdmin`.
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
    register(adminRoutes(app, options.db, target), options, app);
  };
}
