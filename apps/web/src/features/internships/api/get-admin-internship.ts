import type { AdminInternship } from '@hub/contract/internships/internship.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { internshipKeys } from './internship-keys.ts';

/**
 * One internship with its contact details, for administrators only (the server refuses anyone else). Kept in
 * its own small file because the residents' details modal uses it when an administrator opens it.
 */
const adminInternshipQuery = (id: string) =>
  queryOptions({
    queryKey: internshipKeys.adminDetail(id),
    queryFn: () => api.get<AdminInternship>(`/admin/internships/${id}`),
  });
export const useAdminInternship = (id: string | undefined, isEnabled: boolean) =>
  useQuery({ ...adminInternshipQuery(id ?? ''), enabled: Boolean(id) && isEnabled });
