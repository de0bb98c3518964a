import type { ApplicationOnFile } from '@hub/contract/applications/application.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const applicationOnFileKey = ['applications', 'on-file'] as const;

/** What the apply form starts from: the member's name, e-mail and phone, and the CV they have on file. */
const applicationOnFileQuery = queryOptions({
  queryKey: applicationOnFileKey,
  queryFn: () => api.get<ApplicationOnFile>('/applications/on-file'),
  staleTime: 60_000,
});
export const useApplicationOnFile = (isEnabled: boolean) =>
  useQuery({ ...applicationOnFileQuery, enabled: isEnabled });
