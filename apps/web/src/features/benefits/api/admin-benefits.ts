import type {
  AdminBenefit,
  AdminBenefitList,
  CreateBenefitInput,
  ToggleBenefit,
  UpdateBenefitInput,
} from '@hub/contract/benefits/benefit.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery, useChange, useChangeRow, useDeleteRow } from '../../../lib/queries.ts';
import { adminBenefitsKey, benefitsKey } from './benefit-keys.ts';

export const ADMIN_BENEFITS_PAGE_SIZE = 20;

const adminBenefitsQuery = (page: number) =>
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
  useChangeRow<UpdateBenefitInput, AdminBenefit>('put', '/admin/benefits', REFRESHED);

/** Sends only isActive or only showOnHomepage. */
export const useToggleBenefit = () =>
  useChangeRow<ToggleBenefit, AdminBenefit>('patch', '/admin/benefits', REFRESHED);

export const useDeleteBenefit = () => useDeleteRow('/admin/benefits', REFRESHED);
