import type {
  InternshipInput,
  InternshipSectors,
  PublicInternship,
  PublicInternshipList,
  SubmittedInternship,
} from '@hub/contract/internships/internship.schema';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery, rowQuery } from '../../../lib/queries.ts';
import { adminStatsKey } from '../../../lib/query-keys.ts';
import { internshipKeys, internshipsKey } from './internship-keys.ts';

export const INTERNSHIPS_PAGE_SIZE = 12;

export type InternshipFilters = { search: string; sector: string; page: number };

/** /internships: approved internships, searched and filtered by the server. */
const internshipsQuery = (filters: InternshipFilters) =>
  pageQuery<PublicInternshipList>([...internshipsKey, 'list'], '/internships', {
    ...filters,
    pageSize: INTERNSHIPS_PAGE_SIZE,
  });
export const useInternships = (filters: InternshipFilters) => useQuery(internshipsQuery(filters));

/** The sector filter's choices: the fixed sectors merged with departments found in listed internships. */
const internshipSectorsQuery = queryOptions({
  queryKey: [...internshipsKey, 'sectors'],
  queryFn: async () => (await api.get<InternshipSectors>('/internships/sectors')).sectors,
  staleTime: 5 * 60 * 1000,
});
export const useInternshipSectors = () => useQuery(internshipSectorsQuery);

/** One approved internship, for /internships/{internshipId}; a 404 means it is not (or no longer) listed. */
const internshipQuery = (id: string) => rowQuery<PublicInternship>(internshipsKey, '/internships', id);
export const useInternship = (id: string | undefined) =>
  useQuery({ ...internshipQuery(id ?? ''), enabled: Boolean(id) });

/** Puts an internship the list already holds into the cache, so its details and dialog open at once. */
export const primeInternship = (queryClient: QueryClient, internship: PublicInternship) =>
  queryClient.setQueryData(internshipQuery(internship.id).queryKey, internship);

/** Any member may submit; it waits for an administrator, so only the dashboard's lists change. */
export function useSubmitInternship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InternshipInput) => api.post<SubmittedInternship>('/internships', input),
    onSuccess: () =>
      Promise.all(
        [internshipKeys.admin, adminStatsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
