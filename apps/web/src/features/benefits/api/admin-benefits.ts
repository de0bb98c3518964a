import type {
  AdminBenefit,
  AdminBenefitList,
  CreateBenefitInput,
  ToggleBenefit,
  UpdateBenefitInput,
} from '@hub/contract/benefits/benefit.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery, useChange } from '../../../lib/queries.ts';
import { adminBenefitsKey, benefitsKey } from './benefits.ts';

export const ADMIN_BENEFITS_PAGE_SIZE = 20;

export const adminBenefitsQuery = (page: number) =>
  pageQuery<AdminBenefitList>(adminBenefitsKey, '/admin/benefits', {
    page,
    pageSize: ADMIN_BENEFITS_PAGE_SIZE,
  });
export const useAdminBenefits = (page: number) => useQuery(adminBenefitsQuery(page));

/** After any change: the dashboard's list and what residents see. */
const REFRESHED = [adminBenefitsKey, benefitsKey];

export const useCreateBenefit = () =>
  useChange((benefit: CreateBenefitInput) => api.post<AdminBenefit>('/admin/benefits', benefit), REFRESHED);

export const useUpdateBenefit = () =>
  useChange(
    ({ id, changes }: { id: string; changes: UpdateBenefitInput }) =>
      api.put<AdminBenefit>(`/admin/benefits/${id}`, changes),
    REFRESHED,
  );

/** Sends only isActive or only showOnHomepage. */
export const useToggleBenefit = () =>
  useChange(
    ({ id, toggle }: { id: string; toggle: ToggleBenefit }) =>
      api.patch<AdminBenefit>(`/admin/benefits/${id}`, toggle),
    REFRESHED,
  );

export const useDeleteBenefit = () =>
  useChange((id: string) => api.delete<{ ok: true }>(`/admin/benefits/${id}`), REFRESHED);
