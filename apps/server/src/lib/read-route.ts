import type { FastifyPluginOptions, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CachePolicy } from '../plugins/response-cache.ts';

/** The Fastify instance a route plugin is given, its schemas being zod's. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The schema of a request part the route does not declare: the part is not there. */
export type Absent = z.ZodUndefined;

/** A request whose params, querystring and body are what the route's schemas made of them. */
export type ParsedRequest<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
> = FastifyRequest & {
  params: z.output<Params>;
  query: z.output<Query>;
  body: z.output<Body>;
};

/** The schemas of a route, as the OpenAPI document and the validator see them. */
export type RouteSchemas = {
  tags: string[];
  summary?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The content types a route takes, when not JSON alone (multipart forms). */
  consumes?: string[];
  response: Partial<Record<200 | 201 | 202, z.ZodType>>;
};

/**
 * Registers one route. The handler is told the request as its schemas parsed it: Fastify validated each part
 * before the handler runs, which the generic callers cannot prove to TypeScript, hence the one cast here.
 */
export function registerRoute<Params extends z.ZodType, Query extends z.ZodType, Body extends z.ZodType>(
  app: ZodApp,
  method: HTTPMethods,
  url: string,
  { cache, ...schemas }: RouteSchemas & { cache?: CachePolicy },
  handler: (request: ParsedRequest<Params, Query, Body>, reply: FastifyReply) => Promise<unknown>,
) {
  // Leave undeclared parts out rather than undefined, so the OpenAPI document is as it was when written by hand.
  const schema = Object.fromEntries(Object.entries(schemas).filter(([, value]) => value !== undefined));
  app.route({
    method,
    url,
    ...(cache ? { config: { cache } } : {}),
    schema,
    handler: (request, reply) => handler(request as unknown as ParsedRequest<Params, Query, Body>, reply),
  });
}

/** A GET route: its schemas, and what it answers. */
export type ReadRoute<Params extends z.ZodType, Query extends z.ZodType, Response extends z.ZodType> = {
  tags: string[];
  summary?: string;
  /** The response cache's policy (plugins/response-cache.ts). */
  cache?: CachePolicy;
  params?: Params;
  querystring?: Query;
  response: Response;
  read: (request: ParsedRequest<Params, Query, Absent>) => Promise<z.input<Response>>;
};

/** Registers a GET route that answers 200 with what `read` found. */
export function readRoute<
  Params extends z.ZodType = Absent,
  Query extends z.ZodType = Absent,
  Response extends z.ZodType = z.ZodType,
>(app: ZodApp, url: string, { read, response, ...schemas }: ReadRoute<Params, Query, Response>) {
  registerRoute<Params, Query, Absent>(app, 'GET', url, { ...schemas, response: { 200: response } }, read);
}

/** GET routes under one plugin's OpenAPI tags: `read(url, route)` registers one with them. */
export type TaggedRead = <
  Response extends z.ZodType,
  Params extends z.ZodType = Absent,
  Query extends z.ZodType = Absent,
>(
  url: string,
  route: Omit<ReadRoute<Params, Query, Response>, 'tags'>,
) => void;

/** Registers `readRoute`s on `app`, each under `tags`. */
export const taggedRead =
  (app: ZodApp, tags: string[]): TaggedRead =>
  (url, route) =>
    readRoute(app, url, { tags, ...route });

/**
 * A plugin of routes under one set of OpenAPI tags: `register` is given `read` for its GET routes, and its `tags`
 * and `app` for the few others. It has no guard of its own: app.ts mounts it in the scope of its guard
 * (lib/feature.ts). Admin plugins with audited changes are `adminPlugin` (lib/admin-routes.ts).
 */
export function taggedPlugin<Options extends FastifyPluginOptions>(
  tags: string[],
  register: (routes: { read: TaggedRead; tags: string[] }, options: Options, app: ZodApp) => void,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    register({ read: taggedRead(app, tags), tags }, options, app);
  };
}
