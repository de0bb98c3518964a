import type { CvMatch, JobMatch } from '@hub/contract/cv-match/cv-match.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery } from '../../../lib/queries.ts';
import { cvMatchKeys } from './cv-match-keys.ts';

type JobOption = { id: string; title: string; company: string };

/** Jobs to pick from, searched by the server: the first 50 that match. */
export const useJobOptions = (search: string) =>
  useQuery(
    pageQuery<{ items: JobOption[]; total: number }>(cvMatchKeys.jobOptions, '/admin/jobs', {
      search,
      pageSize: 50,
    }),
  );

export const useCvMatches = (jobId: string | null) =>
  useQuery({
    queryKey: cvMatchKeys.forJob(jobId),
    queryFn: () => api.get<{ items: CvMatch[] }>(`/admin/cv-match/jobs/${jobId}`),
    enabled: Boolean(jobId),
  });

export const useJobMatches = (cvId: string | null) =>
  useQuery({
    queryKey: cvMatchKeys.forCv(cvId),
    queryFn: () => api.get<{ items: JobMatch[] }>(`/admin/cv-match/cvs/${cvId}`),
    enabled: Boolean(cvId),
  });
