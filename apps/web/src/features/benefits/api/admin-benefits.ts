import type {
  AdminBenefit,
  AdminBenefitList,
  CreateBenefitInput,
  ToggleBenefit,
  UpdateBenefitInput,
} from '@hub/contract/benefits/benefit.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { adminBenefitsKey, benefitsKey } from './benefits.ts';

export const ADMIN_BENEFITS_PAGE_SIZE = 20;

export const adminBenefitsQuery = (page: number) =>
  queryOptions({
    queryKey: [...adminBenefitsKey, { page }],
    queryFn: () =>
      api.get<AdminBenefitList>(`/admin/benefits${toQuery({ page, pageSize: ADMIN_BENEFITS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
export const useAdminBenefits = (page: number) => useQuery(adminBenefitsQuery(page));

/** After any change: the dashboard's list and what residents see. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminBenefitsKey, benefitsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useCreateBenefit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (benefit: CreateBenefitInput) => api.post<AdminBenefit>('/admin/benefits', benefit),
    onSuccess: refresh,
  });
}

export function useUpdateBenefit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateBenefitInput }) =>
      api.put<AdminBenefit>(`/admin/benefits/${id}`, changes),
    onSuccess: refresh,
  });
}

/** Sends only isActive or only showOnHomepage. */
export function useToggleBenefit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, toggle }: { id: string; toggle: ToggleBenefit }) =>
      api.patch<AdminBenefit>(`/admin/benefits/${id}`, toggle),
    onSuccess: refresh,
  });
}

export function useDeleteBenefit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/admin/benefits/${id}`),
    onSuccess: refresh,
  });
}
