import type { LiveEvent, StreamTicket } from '@hub/contract/live/live-event.schema';
import { LIVE_END, LIVE_RESYNC, liveKinds, liveReasons } from '@hub/contract/live/live-events';
import { ApiError, api } from '../../lib/api-client.ts';

/** The original realtime client's defaults (spec/residents.md): backoff 1 s doubling to 16 s, 30 s of silence. */
const LIVE_CLIENT_TIMINGS = { firstRetryMs: 1000, lastRetryMs: 16_000, silenceMs: 30_000 };

type Handlers = {
  onEvent: (event: LiveEvent) => void;
  /** Changes may have been missed (a reconnect, or the server says so): refetch what is shown. */
  onResync: () => void;
  /** The session ended: the stream will not come back with it. */
  onSessionEnded: () => void;
};

/**
 * Keeps one EventSource open on /api/events. Each (re)connection first gets a single-use ticket, so the session
 * token never appears in a URL. EventSource's own retry would reuse the spent ticket, so every drop closes it
 * and reconnects here, after 1, 2, 4, 8 then 16 s; 30 s without even a heartbeat counts as a drop. Returns stop.
 */
export function connectLive(handlers: Handlers, timings = LIVE_CLIENT_TIMINGS): () => void {
  let source: EventSource | undefined;
  let retryMs = timings.firstRetryMs;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  let hasConnectedBefore = false;

  const closeSource = () => {
    source?.close();
    source = undefined;
    clearTimeout(silenceTimer);
  };

  const reconnectLater = () => {
    closeSource();
    if (isStopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void open();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, timings.lastRetryMs);
  };

  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(reconnectLater, timings.silenceMs);
  };

  async function open() {
    if (isStopped) return;
    let ticket: string;
    try {
      ticket = (await api.post<StreamTicket>('/events/ticket')).ticket;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return handlers.onSessionEnded();
      return reconnectLater();
    }
    if (isStopped) return;
    const current = new EventSource(`/api/events?ticket=${encodeURIComponent(ticket)}`);
    source = current;
    heard();
    current.addEventListener('ready', () => {
      heard();
      retryMs = timings.firstRetryMs;
      if (hasConnectedBefore) handlers.onResync();
      hasConnectedBefore = true;
    });
    current.addEventListener('ping', heard);
    current.addEventListener(LIVE_RESYNC, () => {
      heard();
      handlers.onResync();
    });
    current.addEventListener(LIVE_END, () => {
      isStopped = true;
      closeSource();
      handlers.onSessionEnded();
    });
    current.addEventListener('message', (message) => {
      heard();
      const event = asLiveEvent(safeJson(message.data));
      if (event) handlers.onEvent(event);
    });
    current.addEventListener('error', () => {
      if (source === current) reconnectLater();
    });
  }

  void open();
  return () => {
    isStopped = true;
    clearTimeout(retryTimer);
    closeSource();
  };
}

/** A light check of the server's events (the contract's zod schema would add zod to the first load). */
function asLiveEvent(value: unknown): LiveEvent | null {
  const event = value as Partial<LiveEvent> | null;
  const isEvent =
    typeof event === 'object' &&
    event !== null &&
    liveKinds.includes(event.kind as LiveEvent['kind']) &&
    liveReasons.includes(event.reason as LiveEvent['reason']);
  return isEvent ? (event as LiveEvent) : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
