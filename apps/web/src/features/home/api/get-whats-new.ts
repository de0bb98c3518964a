import type { WhatsNew } from '@hub/contract/whats-new/whats-new.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every "what's new" answer; any published change may add to it, so the live updates refresh it. */
export const whatsNewKey = ['whats-new'] as const;

const whatsNewQuery = (since: string) =>
  queryOptions({
    queryKey: [...whatsNewKey, since],
    queryFn: () => api.get<WhatsNew>(`/whats-new?since=${encodeURIComponent(since)}`),
  });
export const useWhatsNew = (since: string | null) =>
  useQuery({ ...whatsNewQuery(since ?? ''), enabled: since !== null });
