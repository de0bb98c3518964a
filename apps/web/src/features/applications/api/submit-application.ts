import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload.ts';
import { myActivityKeys } from '../../my-activity/api/my-activity-keys.ts';
import { applicationKeys } from './application-keys.ts';
import { applicationOnFileKey } from './application-on-file.ts';

/** What the apply dialog says of the post applied to: enough to know what it is, and where its full text is. */
export type ApplicationTarget = {
  kind: 'job' | 'internship';
  id: string;
  title: string;
  company: string;
  location: string | null;
  /** The job's type ('Full-time') or the internship's duration. */
  type: string | null;
  detailsHref: string;
};

export type NewApplication = {
  target: ApplicationTarget;
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string;
  coverLetter: string;
  /** The file chosen, or 'on-file': the CV the member has on file, copied by the server. */
  cv: File | 'on-file';
};

/** One multipart request: the fields, then the CV file, so nothing is stored unless all of it is. */
function submitApplication(input: NewApplication, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append(input.target.kind === 'job' ? 'jobId' : 'internshipId', input.target.id);
  form.append('applicantName', input.applicantName);
  form.append('applicantEmail', input.applicantEmail);
  form.append('applicantPhone', input.applicantPhone);
  if (input.coverLetter.trim()) form.append('coverLetter', input.coverLetter);
  if (input.cv === 'on-file') form.append('cvOnFile', 'true');
  else form.append('cv', input.cv);
  return uploadForm<{ id: string }>('/applications', form, onProgress);
}

export function useSubmitApplication(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApplication) => submitApplication(input, onProgress),
    onSuccess: () =>
      Promise.all(
        [applicationKeys.all, myActivityKeys.all, applicationOnFileKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
