import { useSyncExternalStore } from 'react';

/**
 * Jobs and internships that became visible to members while a list was open. The list is not refetched under
 * the reader (rows would jump); it shows 'N new' and refetches when asked. Filled by the live updates.
 */
export type ListingKind = 'jobs' | 'internships';

const fresh: Record<ListingKind, Set<string>> = { jobs: new Set(), internships: new Set() };
const counts: Record<ListingKind, number> = { jobs: 0, internships: 0 };
const listeners = new Set<() => void>();

const changed = (kind: ListingKind) => {
  counts[kind] = fresh[kind].size;
  for (const listener of listeners) listener();
};

export function addNewListing(kind: ListingKind, id: string) {
  if (fresh[kind].has(id)) return;
  fresh[kind].add(id);
  changed(kind);
}

/** A listing that went away again before it was shown is no longer news. */
export function dropNewListing(kind: ListingKind, id: string) {
  if (fresh[kind].delete(id)) changed(kind);
}

export function clearNewListings(kind: ListingKind) {
  if (!fresh[kind].size) return;
  fresh[kind].clear();
  changed(kind);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How many new listings of this kind wait to be shown. */
export const useNewListingCount = (kind: ListingKind) => useSyncExternalStore(subscribe, () => counts[kind]);
