import type { ServerResponse } from 'node:http';
import type { SessionUser } from '@hub/contract/auth/auth.schema';
import type { LiveEvent } from '@hub/contract/live/live-event.schema';
import { LIVE_END, LIVE_RESYNC } from '@hub/contract/live/live-events';
import type { Executor } from '../../db/client.ts';
import { selectSessionUser } from '../../plugins/auth.ts';
import { sessions } from '../../db/users.table.ts';
import { eventForAdmin, eventForMembers, eventForOwner } from './audience.ts';
import type { Change, ChangeBus } from '../../realtime/change-bus.ts';

export type StreamSession = { user: SessionUser; sessionTokenHash: string; expiresAt: Date };

type Stream = StreamSession & { response: ServerResponse };

export type LiveStreams = {
  /** Takes over a hijacked response and keeps it until the client goes, the session ends or the app stops. */
  open: (response: ServerResponse, session: StreamSession) => void;
  /** Ends every open stream (shutdown: an open stream would keep the HTTP server from closing). */
  closeAll: () => void;
  count: () => number;
  stop: () => void;
};

export type LiveTimings = { heartbeatMs: number; expiryCheckMs: number; coalesceMs: number };
const LIVE_TIMINGS: LiveTimings = { heartbeatMs: 15_000, expiryCheckMs: 30_000, coalesceMs: 25 };

/**
 * The event streams one session may hold at once (its tabs; an EventSource each). One more closes the session's
 * oldest, so a leaked or scripted session cannot hold connections without end.
 */
export const MAX_STREAMS_PER_SESSION = 5;

/** Every LiveStreams of this process (one per app; tests may build several): what the shutdown and metrics see. */
const everyLiveStreams = new Set<LiveStreams>();

/** Ends every open event stream of this process; for the shutdown hooks. */
export function closeAllStreams() {
  for (const live of everyLiveStreams) live.closeAll();
}

/** How many event streams this process holds open; for the metrics gauge. */
export function countOpenStreams() {
  let total = 0;
  for (const live of everyLiveStreams) total += live.count();
  return total;
}

/** More changes than this in one batch (a restore, a bulk import): every stream is told to refetch instead. */
const MAX_CHANGES_PER_BATCH = 200;
/** A client this far behind is cut off; it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const frame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;
const namedFrame = (name: string) => `event: ${name}\ndata: {}\n\n`;

/** The session behind a stream, if it still stands: one indexed query, only when a session may have ended. */
export async function findStreamSession(
  db: Executor,
  sessionTokenHash: string,
): Promise<StreamSession | null> {
  const [found] = await selectSessionUser(db, sessionTokenHash, { expiresAt: sessions.expiresAt });
  if (!found) return null;
  const { expiresAt, ...user } = found;
  return { user, sessionTokenHash, expiresAt };
}

/**
 * Every open event stream of this process, fed by the change bus. Idle streams cost no database work: one
 * timer writes every heartbeat, and sessions are checked again only when the database says one ended (the
 * sessions trigger) or when a stream's known expiry passes.
 */
export function createLiveStreams(
  db: Executor,
  bus: ChangeBus,
  log: (message: string) => void,
  timings: LiveTimings = LIVE_TIMINGS,
): LiveStreams {
  const streams = new Set<Stream>();
  /** The same streams by session, oldest first. */
  const bySession = new Map<string, Set<Stream>>();
  let batch: Change[] = [];
  let flushTimer: NodeJS.Timeout | undefined;

  const write = (stream: Stream, text: string) => {
    if (stream.response.writableLength > MAX_BUFFERED_BYTES) {
      stream.response.destroy();
      return;
    }
    stream.response.write(text);
  };

  const forget = (stream: Stream) => {
    if (!streams.delete(stream)) return false;
    const ofSession = bySession.get(stream.sessionTokenHash);
    ofSession?.delete(stream);
    if (ofSession?.size === 0) bySession.delete(stream.sessionTokenHash);
    return true;
  };

  // Once only: a session check still in flight may try to end a stream the shutdown already ended.
  const end = (stream: Stream, text?: string) => {
    if (!forget(stream)) return;
    if (text) stream.response.write(text);
    stream.response.end();
  };

  const recheck = async (stream: Stream) => {
    try {
      const current = await findStreamSession(db, stream.sessionTokenHash);
      if (!current) return end(stream, namedFrame(LIVE_END));
      stream.expiresAt = current.expiresAt;
      stream.user = current.user;
    } catch (error) {
      log(`could not check an event stream's session: ${String(error)}`);
    }
  };

  const flush = () => {
    flushTimer = undefined;
    const changes = batch;
    batch = [];
    const sessionsEnded = changes.filter((change) => change.table === 'sessions');
    // A restore truncates sessions; after the bus was away, a logout may have gone unheard.
    const mustCheckEverySession = changes.some(
      (change) => change.op === 'RESYNC' || (change.table === 'sessions' && change.op === 'TRUNCATE'),
    );
    const usersToCheck = new Set(sessionsEnded.map((change) => change.userId));
    const contentChanges = changes.filter((change) => change.table !== 'sessions');
    const mustResync =
      contentChanges.length > MAX_CHANGES_PER_BATCH ||
      contentChanges.some((change) => change.op === 'RESYNC' || change.op === 'TRUNCATE');
    const content = mustResync ? [] : contentChanges;
    const forAdmins = content.map(eventForAdmin);
    const forMembers = content.map(eventForMembers);
    for (const stream of streams) {
      if (mustCheckEverySession || usersToCheck.has(stream.user.id)) void recheck(stream);
      if (mustResync) {
        write(stream, namedFrame(LIVE_RESYNC));
        continue;
      }
      // Several changes to one row in a batch reach the client once.
      const frames = new Set<string>();
      content.forEach((change, index) => {
        const isAdmin = stream.user.role === 'admin';
        const events = isAdmin ? [forAdmins[index]] : [eventForOwner(change, stream.user), forMembers[index]];
        for (const event of events) if (event) frames.add(frame(event));
      });
      if (frames.size) write(stream, [...frames].join(''));
    }
  };

  const unsubscribe = bus.subscribe((change) => {
    batch.push(change);
    flushTimer ??= setTimeout(flush, timings.coalesceMs);
  });

  // A comment keeps proxies from closing an idle connection; EventSource never shows comments to the page,
  // so a `ping` event rides along for the client's 30-second silence check.
  const heartbeat = setInterval(() => {
    for (const stream of streams) write(stream, ': heartbeat\nevent: ping\ndata: {}\n\n');
  }, timings.heartbeatMs);
  heartbeat.unref();

  // Expiry is known in memory; only a stream past it asks the database (a resident's expiry moves on use).
  const expiryCheck = setInterval(() => {
    const now = Date.now();
    for (const stream of streams) if (stream.expiresAt.getTime() <= now) void recheck(stream);
  }, timings.expiryCheckMs);
  expiryCheck.unref();

  const closeAll = () => {
    for (const stream of Array.from(streams)) end(stream);
  };

  const live: LiveStreams = {
    open: (response, session) => {
      const stream: Stream = { ...session, response };
      const ofSession = bySession.get(session.sessionTokenHash) ?? new Set<Stream>();
      // Ended without a word: `end` would tell the client its session ended, and it would sign out.
      for (const oldest of ofSession) if (ofSession.size >= MAX_STREAMS_PER_SESSION) end(oldest);
      streams.add(stream);
      ofSession.add(stream);
      bySession.set(session.sessionTokenHash, ofSession);
      response.on('close', () => forget(stream));
      // A client gone mid-write is not the app's failure; 'close' follows and forgets the stream.
      response.on('error', () => undefined);
    },
    closeAll,
    count: () => streams.size,
    stop: () => {
      unsubscribe();
      clearTimeout(flushTimer);
      clearInterval(heartbeat);
      clearInterval(expiryCheck);
      closeAll();
      everyLiveStreams.delete(live);
    },
  };
  everyLiveStreams.add(live);
  return live;
}
