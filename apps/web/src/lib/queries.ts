import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, api, toQuery } from './api-client.ts';
import { ALL } from './use-paged-list.ts';

/** How long a failed read waits before it is tried the one more time. */
export const READ_RETRY_DELAY_MS = 500;

/**
 * Whether a failed read is tried again (the query client's default): once, soon, and never after a 4xx, which a
 * second try cannot change (signed out, not found, too many requests). A list that cannot load says so at once,
 * with its reason and Try again, instead of showing its skeleton for seconds first (decision 055).
 */
export const shouldRetryRead = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

type Params = Record<string, string | number | undefined | null>;

/**
 * One page of a server list: its key is `key` and the params, and the page on screen stays while the next one
 * loads, so paging and searching do not flash a skeleton. A filter set to 'all' is not sent: no filter is all.
 */
export function pageQuery<List>(key: QueryKey, path: string, params: Params) {
  return queryOptions({
    queryKey: [...key, params],
    queryFn: () =>
      api.get<List>(
        `${path}${toQuery(Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ALL)))}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * One row by id, `GET {path}/{id}`, under `[...key, 'one', id]`: what a link to it opens (/careers/{id},
 * /cv-showcase?cv={id}). A 404 means it is not, or no longer, listed, so nothing is tried again unless said.
 */
export function rowQuery<Row>(key: QueryKey, path: string, id: string) {
  return queryOptions({
    queryKey: [...key, 'one', id],
    queryFn: () => api.get<Row>(`${path}/${encodeURIComponent(id)}`),
    retry: false,
  });
}

/** Reads again every query under `keys`: the lists and counts a change shows up in. */
export function useInvalidate(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A change to the server that reads `keys` again once it went through (see `useInvalidate`). */
export function useChange<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  keys: readonly QueryKey[],
) {
  return useMutation({ mutationFn, onSuccess: useInvalidate(keys) });
}

/** Sends `changes` to one row, `PUT` or `PATCH {path}/{id}`, answered with the row as saved. */
export const useChangeRow = <Changes, Row>(
  method: 'put' | 'patch',
  path: string,
  keys: readonly QueryKey[],
) =>
  useChange(
    ({ id, changes }: { id: string; changes: Changes }) => api[method]<Row>(`${path}/${id}`, changes),
    keys,
  );

/** Deletes one row, `DELETE {path}/{id}`. */
export const useDeleteRow = (path: string, keys: readonly QueryKey[]) =>
  useChange((id: string) => api.delete<{ ok: true }>(`${path}/${id}`), keys);
