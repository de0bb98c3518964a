import type {
  AdminProfile,
  AdminProfileList,
  CreateCorporateProfileInput,
  ProfileKind,
  UpdateProfileInput,
} from '@hub/contract/directory/profile.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { useRefreshProfiles } from './profiles.ts';
import { profileKeys } from './profile-keys.ts';

export const ADMIN_PROFILES_PAGE_SIZE = 20;

export const adminProfilesQuery = (kind: ProfileKind, search: string, page: number) =>
  queryOptions({
    queryKey: [...profileKeys.admin, { kind, search, page }],
    queryFn: () =>
      api.get<AdminProfileList>(
        `/admin/profiles${toQuery({ kind, search, page, pageSize: ADMIN_PROFILES_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
export const useAdminProfiles = (kind: ProfileKind, search: string, page: number) =>
  useQuery(adminProfilesQuery(kind, search, page));

export function useCreateCorporateProfile() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: (input: CreateCorporateProfileInput) => api.post<AdminProfile>('/admin/profiles', input),
    onSuccess: refresh,
  });
}

/** portfolioStorageId: left out keeps the file, null removes it, a new id replaces it. */
export function useUpdateProfile() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateProfileInput }) =>
      api.put<AdminProfile>(`/admin/profiles/${id}`, changes),
    onSuccess: refresh,
  });
}

export function useSetProfileVisibility() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: ({ id, isVisible }: { id: string; isVisible: boolean }) =>
      api.patch<AdminProfile>(`/admin/profiles/${id}/visibility`, { isVisible }),
    onSuccess: refresh,
  });
}

export function useDeleteProfile() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/admin/profiles/${id}`),
    onSuccess: refresh,
  });
}
