import { useSyncExternalStore } from 'react';

/**
 * Mantine's modals and notifications hosts (the components that render confirmations and toasts) are loaded the
 * first time something needs them instead of with the first page: most visits show neither, and together with
 * their modal, transition and scroll-lock code they would add about 15 KB to every first load. `OnDemandHosts`
 * (app/on-demand-hosts.tsx) renders a host once it is asked for here.
 */
export type HostName = 'modals' | 'notifications';

const requested = new Set<HostName>();
const mounted = new Map<HostName, () => void>();
const ready = new Map<HostName, Promise<void>>();
const listeners = new Set<() => void>();

/** Asks for a host; resolves once it is mounted and listening (the first time, after its chunk has loaded). */
export function requestHost(name: HostName): Promise<void> {
  let isReady = ready.get(name);
  if (!isReady) {
    isReady = new Promise((resolve) => mounted.set(name, resolve));
    ready.set(name, isReady);
    requested.add(name);
    for (const listener of listeners) listener();
  }
  return isReady;
}

/** Called by a host when it has mounted. */
export function hostMounted(name: HostName) {
  mounted.get(name)?.();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a host has been asked for, for the component that renders it. */
export function useIsHostRequested(name: HostName) {
  const isRequested = () => requested.has(name);
  // The prerendered pages (prerender.tsx) render without hosts, as the browser's first render does.
  return useSyncExternalStore(subscribe, isRequested, isRequested);
}
