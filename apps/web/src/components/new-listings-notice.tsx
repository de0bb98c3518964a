import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MessageId } from '../i18n/i18n.ts';
import { useText } from '../i18n/language-provider.tsx';
import { clearNewListings, type ListingKind, useNewListingCount } from '../lib/new-listings.ts';

const COUNT_KEYS: Record<ListingKind, MessageId> = {
  jobs: 'newListings.jobs',
  internships: 'newListings.internships',
};

/**
 * 'N new jobs' at the top of a list: posts approved while the reader was looking. Pressing it refetches the
 * list; until then nothing moves under the reader. Arriving on the page shows the current list, so it starts at 0.
 */
export function NewListingsNotice({ kind, listKey }: { kind: ListingKind; listKey: QueryKey }) {
  const t = useText();
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
      {t(COUNT_KEYS[kind], { count })}
    </Button>
  );
}
