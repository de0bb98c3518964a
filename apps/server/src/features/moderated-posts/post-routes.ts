import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { idParamsSchema, pageQuerySchema } from '@hub/contract/common';
import {
  adminPostListQuerySchema,
  decidePostSchema,
  removePostSchema,
} from '@hub/contract/moderated-posts/post.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { adminRoutes } from '../../lib/admin-routes.ts';
import { type Absent, readRoute, registerRoute, type ZodApp } from '../../lib/read-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { Mail } from '../mail/index.ts';
import type { DeletePostDependents } from './post-moderation.ts';

type Out<S extends z.ZodType> = z.output<S>;
type In<S extends z.ZodType> = z.input<S>;

/**
 * The contract's schemas of one kind of moderated post. The dashboard's list query, the decision, the removal and
 * the Removed Items query are the same for every kind (moderated-posts/post.schema.ts).
 */
export type PostSchemas = {
  memberInput: z.ZodType;
  adminInput: z.ZodType;
  publicListQuery: z.ZodType;
  publicList: z.ZodType;
  publicPost: z.ZodType;
  submitted: z.ZodType;
  adminList: z.ZodType;
  adminPost: z.ZodType;
};

/** What the routes of one kind of moderated post do: its service, configured in `postModeration`. */
type PostService<S extends PostSchemas> = {
  listPublic: (db: Executor, query: Out<S['publicListQuery']>) => Promise<In<S['publicList']>>;
  getPublic: (db: Executor, id: string) => Promise<In<S['publicPost']>>;
  submit: (
    db: Executor,
    input: Out<S['memberInput']>,
    poster: SessionUser,
  ) => Promise<{ id: string; status: string; createdAt: string }>;
  listAdmin: (db: Executor, query: Out<typeof adminPostListQuerySchema>) => Promise<In<S['adminList']>>;
  listRemoved: (db: Executor, query: Out<typeof pageQuerySchema>) => Promise<In<S['adminList']>>;
  createApproved: (db: Executor, input: Out<S['adminInput']>, admin: SessionUser) => Promise<PostResult<S>>;
  update: (db: Executor, id: string, input: Out<S['adminInput']>) => Promise<PostResult<S>>;
  decide: (
    db: Executor,
    mail: Mail,
    id: string,
    status: 'approved' | 'rejected',
    reason: string | null,
  ) => Promise<PostResult<S>>;
  remove: (db: Executor, id: string, adminEmail: string, reason: string | null) => Promise<PostResult<S>>;
  restore: (db: Executor, id: string) => Promise<PostResult<S>>;
  deletePermanently: (
    db: Database,
    files: { storage: FileStorage; deleteDependents: DeletePostDependents },
    id: string,
    log: Pick<FastifyBaseLogger, 'warn'>,
    audit: (tx: Executor, deleted: { title: string }) => Promise<void>,
  ) => Promise<void>;
};

/** A post as the dashboard sees it: what the admin schema answers, with the id and title the audit trail names. */
type PostResult<S extends PostSchemas> = In<S['adminPost']> & { id: string; title: string };

/** One kind of moderated post, as its routes need it. */
export type PostRoutesKind<S extends PostSchemas> = {
  kind: 'job' | 'internship';
  /** 'jobs', 'internships': the path, the OpenAPI tags, the table the response cache watches. */
  plural: 'jobs' | 'internships';
  noun: string;
  aNoun: string;
  summaries: { publicList: string; submit: string; adminList: string };
  schemas: S;
  service: PostService<S>;
};

/** The residents' routes of a moderated post: its public list, one post, and a new post waiting for approval. */
export function registerPostMemberRoutes<S extends PostSchemas>(
  app: ZodApp,
  db: Database,
  { plural, summaries, schemas, service }: PostRoutesKind<S>,
) {
  const tags = [plural];
  readRoute<Absent, S['publicListQuery'], S['publicList']>(app, '/', {
    tags,
    summary: summaries.publicList,
    cache: { tables: [plural], per: 'role' },
    querystring: schemas.publicListQuery,
    response: schemas.publicList,
    read: (request) => service.listPublic(db, request.query),
  });
  readRoute(app, '/:id', {
    tags,
    params: idParamsSchema,
    response: schemas.publicPost,
    read: (request) => service.getPublic(db, request.params.id),
  });
  registerRoute<Absent, Absent, S['memberInput']>(
    app,
    'POST',
    '/',
    { tags, summary: summaries.submit, body: schemas.memberInput, response: { 201: schemas.submitted } },
    async (request, reply) => {
      const post = await db.transaction((tx) => service.submit(tx, request.body, currentUser(request)));
      return reply.status(201).send({ id: post.id, status: post.status, createdAt: post.createdAt });
    },
  );
}

/**
 * The dashboard's routes of a moderated post: the list, create (approved at once), edit, approve or reject,
 * remove to Removed Items and restore, and delete for good; each change audited as '<kind>.<verb>'.
 */
export function registerPostAdminRoutes<S extends PostSchemas>(
  app: ZodApp,
  {
    db,
    storage,
    mail,
    deleteDependents,
  }: { db: Database; storage: FileStorage; mail: Mail; deleteDependents: DeletePostDependents },
  { kind, plural, noun, aNoun, summaries, schemas, service }: PostRoutesKind<S>,
) {
  const routes = adminRoutes(app, db, {
    tags: [`${plural} (admin)`],
    targetType: kind,
    describe: (post: { title: string }) => ({ title: post.title }),
  });
  const cache = { tables: [plural], per: 'role' } as const;
  // TypeScript does not infer a route's schema types from the members of the generic S: they are named here.
  const reasonOf = (body: { reason?: string | null } | null | undefined) => body?.reason ?? null;

  routes.list<S['adminList'], Absent, typeof adminPostListQuerySchema>('/', {
    summary: summaries.adminList,
    cache,
    querystring: adminPostListQuerySchema,
    response: schemas.adminList,
    read: (request) => service.listAdmin(db, request.query),
  });

  routes.change<S['adminPost'], PostResult<S>, Absent, S['adminInput']>('POST', '/', {
    summary: `Create ${aNoun}, approved and published at once`,
    body: schemas.adminInput,
    response: schemas.adminPost,
    status: 201,
    action: `${kind}.create`,
    run: (tx, request) => service.createApproved(tx, request.body, currentUser(request)),
  });

  routes.change<S['adminPost'], PostResult<S>, typeof idParamsSchema, S['adminInput']>('PUT', '/:id', {
    summary: `Edit a pending or approved ${noun}`,
    params: idParamsSchema,
    body: schemas.adminInput,
    response: schemas.adminPost,
    action: `${kind}.update`,
    run: (tx, request) => service.update(tx, request.params.id, request.body),
  });

  routes.change('PATCH', '/:id/decision', {
    summary: `Approve or reject a pending ${noun}`,
    params: idParamsSchema,
    body: decidePostSchema,
    response: schemas.adminPost,
    action: (_decided, request) => `${kind}.${request.body.status === 'approved' ? 'approve' : 'reject'}`,
    details: (decided, request) => ({ title: decided.title, reason: reasonOf(request.body) }),
    run: (tx, { params, body }) => service.decide(tx, mail, params.id, body.status, reasonOf(body)),
  });

  routes.change('DELETE', '/:id', {
    summary: `Move ${aNoun} to Removed Items`,
    params: idParamsSchema,
    body: removePostSchema,
    response: schemas.adminPost,
    action: `${kind}.remove`,
    details: (removed, request) => ({ title: removed.title, reason: reasonOf(request.body) }),
    run: (tx, request) =>
      service.remove(tx, request.params.id, currentUser(request).email, reasonOf(request.body)),
  });

  routes.list<S['adminList'], Absent, typeof pageQuerySchema>('/removed', {
    summary: `Removed ${plural}, most recently removed first`,
    cache,
    querystring: pageQuerySchema,
    response: schemas.adminList,
    read: (request) => service.listRemoved(db, request.query),
  });

  routes.change('POST', '/:id/restore', {
    summary: `Bring a removed ${noun} back exactly as it was`,
    params: idParamsSchema,
    response: schemas.adminPost,
    action: `${kind}.restore`,
    run: (tx, request) => service.restore(tx, request.params.id),
  });

  routes.delete('/:id/permanent', {
    summary: `Delete a removed ${noun} for good, with its applications and their CV files`,
    params: idParamsSchema,
    action: `${kind}.delete`,
    runOwnTransaction: (request, audit) =>
      service.deletePermanently(db, { storage, deleteDependents }, request.params.id, request.log, audit),
  });
}
