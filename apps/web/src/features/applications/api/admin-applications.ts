import type { Application, ApplicationList } from '@hub/contract/applications/application.schema';
import type { ApplicationStatus } from '@hub/contract/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery } from '../../../lib/queries.ts';
import { applicationKeys } from './application-keys.ts';

export const APPLICATIONS_PAGE_SIZE = 25;

const applicationsQuery = (search: string, status: ApplicationStatus | undefined, page: number) =>
  pageQuery<ApplicationList>(applicationKeys.all, '/admin/applications', {
    search,
    status,
    page,
    pageSize: APPLICATIONS_PAGE_SIZE,
  });
export const useApplications = (search: string, status: ApplicationStatus | undefined, page: number) =>
  useQuery(applicationsQuery(search, status, page));

export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      api.patch<Application>(`/admin/applications/${id}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
