import type { WhatsNew } from '@hub/contract/whats-new/whats-new.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { whatsNewKey } from './whats-new-keys.ts';

const whatsNewQuery = (since: string) =>
  queryOptions({
    queryKey: [...whatsNewKey, since],
    queryFn: () => api.get<WhatsNew>(`/whats-new?since=${encodeURIComponent(since)}`),
  });
export const useWhatsNew = (since: string | null) =>
  useQuery({ ...whatsNewQuery(since ?? ''), enabled: since !== null });
