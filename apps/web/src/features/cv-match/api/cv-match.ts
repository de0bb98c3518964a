import type { CvMatch, JobMatch } from '@hub/contract/cv-match/cv-match.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { cvMatchKeys } from './cv-match-keys.ts';

type JobOption = { id: string; title: string; company: string };

/** Jobs to pick from, searched by the server. */
export const useJobOptions = (search: string) =>
  useQuery({
    queryKey: cvMatchKeys.jobOptions(search),
    queryFn: () =>
      api.get<{ items: JobOption[]; total: number }>(`/admin/jobs${toQuery({ search, pageSize: 50 })}`),
    placeholderData: keepPreviousData,
  });

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
