import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload.ts';
import { applicationKeys } from './application-keys.ts';

export type ApplicationTarget = { kind: 'job' | 'internship'; id: string; title: string; company: string };

export type NewApplication = {
  target: ApplicationTarget;
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string;
  coverLetter: string;
  cv: File;
};

/** One multipart request: the fields, then the CV file, so nothing is stored unless all of it is. */
export function submitApplication(input: NewApplication, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append(input.target.kind === 'job' ? 'jobId' : 'internshipId', input.target.id);
  form.append('applicantName', input.applicantName);
  form.append('applicantEmail', input.applicantEmail);
  form.append('applicantPhone', input.applicantPhone);
  if (input.coverLetter.trim()) form.append('coverLetter', input.coverLetter);
  form.append('cv', input.cv);
  return uploadForm<{ id: string }>('/applications', form, onProgress);
}

export function useSubmitApplication(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApplication) => submitApplication(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
