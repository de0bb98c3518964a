import type {
  AdminProfile,
  AdminProfileList,
  CreateCorporateProfileInput,
  ProfileKind,
  UpdateProfileInput,
} from '@hub/contract/directory/profile.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery, useChange, useChangeRow, useDeleteRow } from '../../../lib/queries.ts';
import { PROFILE_QUERIES } from './profiles.ts';
import { profileKeys } from './profile-keys.ts';

export const ADMIN_PROFILES_PAGE_SIZE = 20;

const adminProfilesQuery = (kind: ProfileKind, search: string, page: number) =>
  pageQuery<AdminProfileList>(profileKeys.admin, '/admin/profiles', {
    kind,
    search,
    page,
    pageSize: ADMIN_PROFILES_PAGE_SIZE,
  });
export const useAdminProfiles = (kind: ProfileKind, search: string, page: number) =>
  useQuery(adminProfilesQuery(kind, search, page));

export const useCreateCorporateProfile = () =>
  useChange(
    (input: CreateCorporateProfileInput) => api.post<AdminProfile>('/admin/profiles', input),
    PROFILE_QUERIES,
  );

/** portfolioStorageId: left out keeps the file, null removes it, a new id replaces it. */
export const useUpdateProfile = () =>
  useChangeRow<UpdateProfileInput, AdminProfile>('put', '/admin/profiles', PROFILE_QUERIES);

export const useSetProfileVisibility = () =>
  useChange(
    ({ id, isVisible }: { id: string; isVisible: boolean }) =>
      api.patch<AdminProfile>(`/admin/profiles/${id}/visibility`, { isVisible }),
    PROFILE_QUERIES,
  );

export const useDeleteProfile = () => useDeleteRow('/admin/profiles', PROFILE_QUERIES);
