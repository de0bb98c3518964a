import type {
  JoinCommunityInput,
  OwnerProfileUpdateInput,
  OwnProfile,
  Profile,
  ProfileKind,
  ProfileList,
} from '@hub/contract/directory/profile.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery, useChange, useChangeRow, useDeleteRow } from '../../../lib/queries.ts';
import { uploadForm } from '../../../lib/upload.ts';
import { communityStatsKey } from '../../../lib/query-keys.ts';
import { profileKeys } from './profile-keys.ts';

/** 12 fills the card grid evenly at one, two and three columns. */
export const DIRECTORY_PAGE_SIZE = 12;

export type DirectoryFilters = { kind: ProfileKind; search: string; filter: string; page: number };

/** /directory: visible profiles of one kind; `filter` is the area of expertise or the industry. */
const directoryQuery = ({ kind, search, filter, page }: DirectoryFilters) =>
  pageQuery<ProfileList>([...profileKeys.listed, 'list'], '/profiles', {
    kind,
    search,
    [kind === 'professional' ? 'expertise' : 'industry']: filter,
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
  });
export const useDirectory = (filters: DirectoryFilters) => useQuery(directoryQuery(filters));

/** The signed-in member's own professional profile, or null: /join-community edits it rather than join twice. */
const ownProfileQuery = queryOptions({
  queryKey: profileKeys.mine,
  queryFn: () => api.get<OwnProfile>('/profiles/mine'),
});
export const useOwnProfile = () => useQuery(ownProfileQuery);

/** After any change: the directory, the dashboard's lists and the statistics. */
export const PROFILE_QUERIES = [profileKeys.listed, profileKeys.admin, communityStatsKey];

/** Join community: one multipart request with the fields and the optional CV, so nothing half-saved remains. */
function joinCommunity(input: JoinCommunityInput, cv: File | null, onProgress?: (percent: number) => void) {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string' && value.trim()) form.append(name, value);
    if (typeof value === 'boolean') form.append(name, String(value));
  }
  if (cv) form.append('cv', cv);
  return uploadForm<Profile>('/profiles', form, onProgress);
}

export const useJoinCommunity = (onProgress: (percent: number) => void) =>
  useChange(
    ({ input, cv }: { input: JoinCommunityInput; cv: File | null }) => joinCommunity(input, cv, onProgress),
    PROFILE_QUERIES,
  );

/** The owner's edit; the server answers 404 for a profile that is not theirs. */
export const useUpdateOwnProfile = () =>
  useChangeRow<OwnerProfileUpdateInput, Profile>('put', '/profiles', PROFILE_QUERIES);

export const useDeleteOwnProfile = () => useDeleteRow('/profiles', PROFILE_QUERIES);
