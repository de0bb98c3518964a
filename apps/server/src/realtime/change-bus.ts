import { randomBytes } from 'node:crypto';
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
  /** Connects, listens and waits for its first probe; resolves either way (a failure is retried meanwhile). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
  subscribe: (listener: ChangeListener) => () => void;
  /**
   * Whether a change committed now will be heard: true only once the bus has heard its own probe on its current
   * connection, and false again as soon as that connection is lost or a probe is overdue. Caches trust the bus,
   * and keep anything, only while it is true; each time it becomes true again listeners get a RESYNC first.
   */
  readonly isListening: boolean;
  /** Why the bus is not listening, for people (start log, /readyz); null while it is. */
  readonly whyNotListening: string | null;
};

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;
/** How often the bus checks it still hears, and how long after its probe committed it waits to hear it. */
const PROBE_EVERY_MS = 5000;
const PROBE_TIMEOUT_MS = 5000;

/**
 * One dedicated connection per process LISTENs on the channel and fans changes out in memory, so open event
 * streams and caches cost the database nothing however many there are. A pooled connection cannot do this: the
 * pool hands it to other queries and LISTEN belongs to the session. If the connection drops, it reconnects with
 * a doubling backoff and tells listeners to resync.
 *
 * A connection can also be deaf without failing: LISTEN through a transaction pooler succeeds on a server
 * session that the pooler then hands to others (decision 065). So the bus proves it hears: it notifies a channel
 * of its own through `pool` (another connection) on every connect and every few seconds, and is listening only
 * once that probe came back. `pool` must reach the server directly (DATABASE_DIRECT_URL); the listening
 * connection is made with its settings.
 */
export function createChangeBus(pool: pg.Pool, log: (message: string) => void = () => undefined): ChangeBus {
  const connection = connectionOf(pool);
  const probeChannel = `hub_probe_${randomBytes(8).toString('hex')}`;
  const listeners = new Set<ChangeListener>();
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let isStopped = false;
  let isListening = false;
  let hasListenedBefore = false;
  let whyNotListening: string | null = 'the change bus has not started';
  let hasToldDeaf = false;
  /** The token of the probe on its way, and the timers of the current connection's probes. */
  let awaitedProbe: string | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let overdueTimer: NodeJS.Timeout | undefined;
  /** `start` resolves when the first attempt settles: heard its probe, or failed. */
  let settleStart: (() => void) | undefined;

  const emit = (change: Change) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        log(`change listener failed: ${String(error)}`);
      }
    }
  };

  const stopProbing = () => {
    clearInterval(probeTimer);
    clearTimeout(overdueTimer);
    probeTimer = undefined;
    overdueTimer = undefined;
    awaitedProbe = undefined;
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
    stopProbing();
    if (isListening || !hasToldDeaf) {
      log(
        `the change bus is not listening (${why}); caches read the database until it hears its probe again`,
      );
      hasToldDeaf = true;
    }
    isListening = false;
    whyNotListening = `not listening: ${why}`;
    current.end().catch(() => undefined);
    settleStart?.();
    scheduleRetry();
  };

  const heard = (current: pg.Client) => {
    if (client !== current) return;
    clearTimeout(overdueTimer);
    awaitedProbe = undefined;
    if (isListening) return;
    // Changes committed while the bus was deaf were never heard: caches drop everything before trusting it.
    if (hasListenedBefore) emit({ table: '*', op: 'RESYNC' });
    if (hasToldDeaf) log('the change bus hears its probe again; caches trust it');
    hasListenedBefore = true;
    hasToldDeaf = false;
    isListening = true;
    whyNotListening = null;
    retryMs = FIRST_RETRY_MS;
    settleStart?.();
  };

  const sendProbe = (current: pg.Client) => {
    if (client !== current || awaitedProbe) return;
    const token = randomBytes(8).toString('hex');
    awaitedProbe = token;
    pool.query('SELECT pg_notify($1, $2)', [probeChannel, token]).then(
      () => {
        // Counted from the commit: a busy pool delays the probe, not the hearing of it.
        if (awaitedProbe !== token) return;
        overdueTimer = setTimeout(
          () => dropped(current, `its probe did not come back within ${PROBE_TIMEOUT_MS / 1000} s`),
          PROBE_TIMEOUT_MS,
        );
        overdueTimer.unref();
      },
      (error: unknown) => {
        // Not sent: nothing is learnt about the listening connection; the next probe asks again.
        if (awaitedProbe === token) awaitedProbe = undefined;
        if (!isListening) settleStart?.();
        log(
          `the change bus could not send its probe: ${error instanceof Error ? error.message : String(error)}`,
        );
      },
    );
  };

  async function connect() {
    if (isStopped) return;
    const current = new pg.Client(connection);
    client = current;
    current.on('error', (error) => dropped(current, error.message));
    current.on('end', () => dropped(current, 'connection closed'));
    current.on('notification', (message) => {
      if (message.channel === probeChannel) {
        if (message.payload === awaitedProbe) heard(current);
        return;
      }
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      try {
        emit(JSON.parse(message.payload) as Change);
      } catch {
        log('an unreadable change notification was ignored');
      }
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${probeChannel}`);
      await current.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== current) return;
      whyNotListening = 'not listening yet: waiting for its probe';
      sendProbe(current);
      probeTimer = setInterval(() => sendProbe(current), PROBE_EVERY_MS);
      probeTimer.unref();
    } catch (error) {
      dropped(current, error instanceof Error ? error.message : String(error));
    }
  }

  return {
    start: () => {
      const started = new Promise<void>((resolve) => {
        settleStart = () => {
          settleStart = undefined;
          resolve();
        };
      });
      void connect();
      return started;
    },
    stop: async () => {
      isStopped = true;
      clearTimeout(retryTimer);
      stopProbing();
      const current = client;
      client = undefined;
      isListening = false;
      whyNotListening = 'stopped';
      settleStart?.();
      await current?.end().catch(() => undefined);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get isListening() {
      return isListening;
    },
    get whyNotListening() {
      return whyNotListening;
    },
  };
}

/**
 * The bus of a process that cannot listen at all (DATABASE_URL through a transaction pooler and no
 * DATABASE_DIRECT_URL): never listening, so every cache reads the database, and live screens get no changes.
 */
export function silentChangeBus(why: string): ChangeBus {
  return {
    start: async () => undefined,
    stop: async () => undefined,
    subscribe: () => () => undefined,
    isListening: false,
    whyNotListening: `off: ${why}`,
  };
}

/** Whoever keeps a pool can listen with the same server and credentials. */
const connectionOf = (pool: pg.Pool): pg.ClientConfig => {
  const { connectionString, host, port, user, password, database, ssl, options } = pool.options;
  return { connectionString, host, port, user, password, database, ssl, options };
};
