import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Waits before each new try: a chunk request that met a restarting server usually succeeds a moment later. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000];

async function importWithRetry<M>(load: () => Promise<M>): Promise<M> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}

/**
 * React.lazy that tries a failed chunk again before giving up: React remembers a rejected lazy import for good,
 * so one request that lands on a process while it restarts would otherwise leave the page broken until a reload.
 */
export function lazyWithRetry<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithRetry(load).then((module) => ({ default: pick(module) })));
}
