import type { SetupRequest } from '@hub/contract/setup/setup.schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';

const setupKey = (token: string) => ['setup', token] as const;

/** Whether the first-run link still works (404 never issued, 410 once an administrator exists). */
const setupStatusQuery = (token: string) => ({
  queryKey: setupKey(token),
  queryFn: () => api.get<{ isOpen: true }>(`/setup${toQuery({ token })}`),
  // Its answer does not change by trying again: a used link stays used.
  retry: false,
});
export const useSetupStatus = (token: string) => useQuery(setupStatusQuery(token));

const completeSetup = (input: SetupRequest) => api.post<{ ok: true }>('/setup', input);
export const useCompleteSetup = () => useMutation({ mutationFn: completeSetup });
