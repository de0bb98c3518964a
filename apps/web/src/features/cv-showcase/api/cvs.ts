import type { CvEntry, CvShowcase, OwnCv } from '@hub/contract/cv-showcase/cv.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery, rowQuery, useChange } from '../../../lib/queries.ts';
import { sendForm, uploadForm } from '../../../lib/upload.ts';
import { communityStatsKey } from '../../../lib/query-keys.ts';
import { cvKeys } from './cv-keys.ts';

export const CVS_PAGE_SIZE = 12;
const cvsKey = cvKeys.listed;

export type CvFilters = { search: string; section: string; page: number };

/** /cv-showcase: newest first, searched and filtered by the server, with per-section counts. */
const cvsQuery = (filters: CvFilters) =>
  pageQuery<CvShowcase>([...cvsKey, 'list'], '/cvs', { ...filters, pageSize: CVS_PAGE_SIZE });
export const useCvs = (filters: CvFilters) => useQuery(cvsQuery(filters));

/** One CV, for a link that opens its profile (/cv-showcase?cv=id). */
const cvQuery = (id: string) => rowQuery<CvEntry>(cvsKey, '/cvs', id);
export const useCv = (id: string | null) => useQuery({ ...cvQuery(id ?? ''), enabled: id !== null });

/** The signed-in member's own CV, or null: /cv-upload edits it rather than adding a second one. */
const ownCvQuery = queryOptions({
  queryKey: cvKeys.mine,
  queryFn: () => api.get<OwnCv>('/cvs/mine'),
});
export const useOwnCv = () => useQuery(ownCvQuery);

/** The form's text values, sent as multipart fields next to the file (blank ones as empty strings). */
export type CvFormFields = Record<string, string | number | boolean | null>;

const toFormData = (fields: CvFormFields, file: File | null) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null ? '' : String(value));
  if (file) form.append('cv', file);
  return form;
};

/** The showcase, the dashboard's CVs tab and the home page's statistics all change together. */
const REFRESHED = [cvsKey, cvKeys.admin, communityStatsKey];

/** One multipart request: the fields and the file, so nothing is stored unless all of it is. */
export const useUploadCv = (onProgress: (percent: number) => void) =>
  useChange(
    ({ fields, file }: { fields: CvFormFields; file: File }) =>
      uploadForm<CvEntry>('/cvs', toFormData(fields, file), onProgress),
    REFRESHED,
  );

/** The owner or an administrator edits; a new file replaces the old one on the server. */
export const useUpdateCv = (onProgress: (percent: number) => void) =>
  useChange(
    ({ id, fields, file }: { id: string; fields: CvFormFields; file: File | null }) =>
      sendForm<CvEntry>('PUT', `/cvs/${id}`, toFormData(fields, file), onProgress),
    REFRESHED,
  );
