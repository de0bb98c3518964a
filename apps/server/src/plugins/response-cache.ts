import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeBus } from '../realtime/change-bus.ts';

/**
 * What a route's answer is made of, for the response cache: the tables whose change makes it stale, and whose
 * answer it is (the same for every member of a role, or one member's own, e.g. a list showing the viewer's
 * hidden fields). Set as a route's `config.cache`.
 */
export type CachePolicy = { tables: readonly string[]; per: 'role' | 'member' };

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
  interface FastifyRequest {
    /** The versions of the answer's tables when the request began: a change during it makes the answer stale. */
    cacheStamp?: { key: string; versions: number[]; release?: () => void };
  }
}

type Encoding = 'br' | 'gzip';
type Entry = {
  payload: string;
  contentType: string;
  versions: number[];
  at: number;
  /** The payload compressed, made on the first hit that asks for each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
};

const MAX_ENTRIES = 5000;
/** The longest a request waits for the same answer being worked out by another before working it out itself. */
const WAIT_FOR_SAME_MS = 5000;

/** As app.ts has @fastify/compress compress answers: from 1 KiB, brotli at quality 4 preferred to gzip. */
const COMPRESS_FROM_BYTES = 1024;
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
const compressors: Record<Encoding, (payload: string) => Buffer> = {
  br: (payload) => brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (payload) => gzipSync(payload),
};

/**
 * The encoding a hit is sent in, read as @fastify/compress reads Accept-Encoding ('*' and 'x-gzip' mean gzip);
 * undefined sends the text as it is.
 */
function encodingFor(request: FastifyRequest, entry: Entry): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || entry.payload.length < COMPRESS_FROM_BYTES) return undefined;
  return encodings.negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) ?? undefined;
}

/**
 * Hot answers kept in memory, keyed by URL and viewer, and dropped when a table they read changes: every
 * process hears every committed change through the change bus (PostgreSQL LISTEN/NOTIFY, decision 050), and
 * after a lost connection (RESYNC) everything is dropped. A write answered by this process drops its own
 * entries at once, before the notification comes back. `maxAgeMs` bounds how long an answer may be kept at all
 * (decision 051). Only answers of 200 to signed-in requests are kept, never a Set-Cookie. A hit for a browser is
 * sent compressed, from a copy compressed on the first such hit.
 */
export function registerResponseCache(app: FastifyInstance, changes: ChangeBus, maxAgeMs: number) {
  if (maxAgeMs <= 0) return;
  const versions = new Map<string, number>();
  let epoch = 0;
  // Least recently used dropped first. A Map kept in that order (delete and set again on every hit) cost 14 µs
  // a hit once it held a few thousand answers: V8 rehashes a Map that keeps losing and gaining keys.
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  const versionOf = (table: string) => (versions.get(table) ?? 0) + epoch;
  const bump = (table: string) => versions.set(table, (versions.get(table) ?? 0) + 1);
  changes.subscribe((change) => {
    if (change.op === 'RESYNC' || change.table === '*') {
      epoch += 1;
      entries.clear();
    } else bump(change.table);
  });

  const keyOf = (request: FastifyRequest, policy: CachePolicy) => {
    const user = request.user;
    if (!user) return null;
    return `${policy.per === 'member' ? user.id : user.role} ${request.url}`;
  };

  /** Answers being worked out now, by key: a burst of the same request after a change costs one query. */
  const inFlight = new Map<string, Promise<void>>();
  const freshEntry = (key: string, current: number[]) => {
    const entry = entries.get(key);
    if (!entry || Date.now() - entry.at >= maxAgeMs) return undefined;
    return entry.versions.every((version, index) => version === current[index]) ? entry : undefined;
  };

  // At the request's start, right after the session is read (registerAuth's hook comes first): a hit skips the
  // route's guard, the validation of its query and its handler. It is as safe as running them, since an entry is
  // only ever stored by a request of the same role (or member) that passed them with the same URL.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const policy = request.routeOptions.config.cache;
    // Without the change bus nothing says when an answer goes stale: read the database meanwhile.
    if (!policy || request.method !== 'GET' || !changes.isListening) return;
    const key = keyOf(request, policy);
    if (!key) return;
    let current = policy.tables.map(versionOf);
    let entry = freshEntry(key, current);
    const working = entry ? undefined : inFlight.get(key);
    if (working) {
      await Promise.race([working, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_SAME_MS).unref())]);
      current = policy.tables.map(versionOf);
      entry = freshEntry(key, current);
    }
    if (entry) {
      reply.header('content-type', entry.contentType);
      const encoding = encodingFor(request, entry);
      if (!encoding) return reply.send(entry.payload);
      // Compressed once per entry, not on every hit; an answer already encoded is left alone by @fastify/compress.
      entry.encoded[encoding] ??= compressors[encoding](entry.payload);
      return reply
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .send(entry.encoded[encoding]);
    }
    let release: (() => void) | undefined;
    if (!inFlight.has(key)) {
      const done = new Promise<void>((resolve) => {
        release = () => {
          inFlight.delete(key);
          resolve();
        };
      });
      inFlight.set(key, done);
    }
    request.cacheStamp = { key, versions: current, release };
  });
  // Whatever became of the answer (kept, refused, failed, abandoned), the requests waiting for it go on.
  app.addHook('onResponse', async (request) => request.cacheStamp?.release?.());
  app.addHook('onRequestAbort', async (request) => request.cacheStamp?.release?.());

  app.addHook('onSend', async (request, reply, payload) => {
    const policy = request.routeOptions.config.cache;
    if (!policy) {
      // A write answered here: what it changed is stale now, not only once its notification arrives.
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) epoch += 1;
      return payload;
    }
    const stamp = request.cacheStamp;
    if (!stamp || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie'))
      return payload;
    const isStillCurrent = policy.tables.every((table, index) => versionOf(table) === stamp.versions[index]);
    if (!isStillCurrent) return payload;
    entries.set(stamp.key, {
      payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      versions: stamp.versions,
      at: Date.now(),
      encoded: {},
    });
    return payload;
  });
}
