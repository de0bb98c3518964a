/** The query parameter that opens a post's full text beside its list: /careers?job=…, /internships?internship=…. */
export const DETAILS_PARAM = { job: 'job', internship: 'internship' } as const;

/** Where a job's or an internship's full text opens: its list, with the post open beside it (or full screen). */
export const postDetailsPath = (kind: 'job' | 'internship', id: string) =>
  `${kind === 'job' ? '/careers' : '/internships'}?${DETAILS_PARAM[kind]}=${encodeURIComponent(id)}`;
