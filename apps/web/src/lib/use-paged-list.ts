import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** The filter's value that means no filter (every status, every kind). */
export const ALL = 'all';

/**
 * What a server-paged list is asked for: the page, the search as typed and as sent (debounced, trimmed) and an
 * optional filter. A new search or filter starts again at page 1. The list itself (PagedList) steps back to the
 * last page when the rows of a later page go.
 */
export function usePagedList<Filter extends string = never>({
  pageSize,
  searchDelay = 250,
  initialSearch = '',
}: {
  /** How many rows the list's endpoint answers a page with (its `…_PAGE_SIZE`). */
  pageSize: number;
  searchDelay?: number;
  initialSearch?: string;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState(initialSearch);
  const [debouncedSearch] = useDebouncedValue(search.trim(), searchDelay);
  const [filter, setFilterValue] = useState<Filter | typeof ALL>(ALL);
  return {
    pageSize,
    page,
    setPage,
    search,
    debouncedSearch,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    /** The filter as its control shows it ('all' included). */
    filter,
    /** The filter as the server takes it: undefined for all. */
    filterValue: filter === ALL ? undefined : (filter as Filter),
    // The controls that call this offer only Filter's values and 'all', and hand them back as plain strings.
    setFilter: (value: string) => {
      setFilterValue(value as Filter | typeof ALL);
      setPage(1);
    },
    isFiltering: Boolean(debouncedSearch) || filter !== ALL,
  };
}

export type PagedList = ReturnType<typeof usePagedList>;
