import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearNewListings, type ListingKind, useNewListingCount } from '../lib/new-listings.ts';

/**
 * 'N new jobs' at the top of a list: posts approved while the reader was looking. Pressing it refetches the
 * list; until then nothing moves under the reader. Arriving on the page shows the current list, so it starts at 0.
 */
export function NewListingsNotice({
  kind,
  listKey,
  nouns,
}: {
  kind: ListingKind;
  listKey: QueryKey;
  nouns: { one: string; many: string };
}) {
  const count = useNewListingCount(kind);
  const queryClient = useQueryClient();
  useEffect(() => clearNewListings(kind), [kind]);
  if (!count) return null;
  return (
    <Button
      variant="light"
      fullWidth
      mb="md"
      leftSection={<IconArrowUp size={16} />}
      onClick={() => {
        clearNewListings(kind);
        void queryClient.invalidateQueries({ queryKey: listKey });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      {count} new {count === 1 ? nouns.one : nouns.many}
    </Button>
  );
}
