import pg from 'pg';

/** The one channel the database's triggers announce committed changes on (migration 0015, hub_notify_change). */
const CHANGE_CHANNEL = 'hub_changes';

/**
 * A committed change, as the trigger announces it. `op` RESYNC is not from the database: the bus sends it after
 * its connection came back, since changes committed while it was away were never heard.
 */
export type Change = {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE' | 'RESYNC';
  id?: string;
  /** jobs, internships: the poster's address, and whether the row is listed for members before and after. */
  posterEmail?: string;
  isPublic?: boolean;
  wasPublic?: boolean;
  /** jobs, internships, applications, access requests: the status after the change. */
  status?: string;
  /** applications: who applied; sessions: whose session ended. */
  userId?: string;
};

type ChangeListener = (change: Change) => void;

export type ChangeBus = {
  /** Connects and listens; resolves after the first attempt (a failed one is retried in the background). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
  subscribe: (listener: ChangeListener) => () => void;
  readonly isListening: boolean;
};

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * One dedicated connection per process LISTENs on the channel and fans changes out in memory, so open event
 * streams and caches cost the database nothing however many there are. A pooled connection cannot do this: the
 * pool hands it to other queries and LISTEN belongs to the session. If the connection drops, it reconnects with
 * a doubling backoff and tells listeners to resync.
 */
export function createChangeBus(
  connection: pg.ClientConfig,
  log: (message: string) => void = () => undefined,
): ChangeBus {
  const listeners = new Set<ChangeListener>();
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let isStopped = false;
  let isListening = false;
  let hasListenedBefore = false;

  const emit = (change: Change) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        log(`change listener failed: ${String(error)}`);
      }
    }
  };

  const scheduleRetry = () => {
    if (isStopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const dropped = (current: pg.Client, why: string) => {
    if (client !== current) return;
    client = undefined;
    if (isListening) log(`the change listener lost its connection (${why}); reconnecting`);
    isListening = false;
    current.end().catch(() => undefined);
    scheduleRetry();
  };

  async function connect() {
    if (isStopped) return;
    const current = new pg.Client(connection);
    client = current;
    current.on('error', (error) => dropped(current, error.message));
    current.on('end', () => dropped(current, 'connection closed'));
    current.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      try {
        emit(JSON.parse(message.payload) as Change);
      } catch {
        log('an unreadable change notification was ignored');
      }
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== current) return;
      isListening = true;
      retryMs = FIRST_RETRY_MS;
      if (hasListenedBefore) emit({ table: '*', op: 'RESYNC' });
      hasListenedBefore = true;
    } catch (error) {
      dropped(current, error instanceof Error ? error.message : String(error));
    }
  }

  return {
    start: () => connect(),
    stop: async () => {
      isStopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      isListening = false;
      await current?.end().catch(() => undefined);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get isListening() {
      return isListening;
    },
  };
}

/** Whoever keeps a pool can listen with the same server and credentials. */
export const connectionOf = (pool: pg.Pool): pg.ClientConfig => {
  const { connectionString, host, port, user, password, database, ssl } = pool.options;
  return { connectionString, host, port, user, password, database, ssl };
};
