import { useEffect } from 'react';

/**
 * Server-paged lists: when the last row of a later page leaves the list (approved, filtered out, deleted,
 * restored), step back to the last page that exists instead of showing an empty page.
 */
export function useStepBackToLastPage(
  list: { data?: { total: number }; isPlaceholderData: boolean },
  page: number,
  pages: number,
  setPage: (page: number) => void,
) {
  const isSettled = list.data !== undefined && !list.isPlaceholderData;
  useEffect(() => {
    if (isSettled && page > pages) setPage(pages);
  }, [isSettled, page, pages, setPage]);
}
