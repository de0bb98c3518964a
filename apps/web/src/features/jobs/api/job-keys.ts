import { postKeys } from '../../moderated-posts/api/post-keys.ts';

/** Every query of jobs: residents' under `listed` (['jobs']), the dashboard's under `admin`. */
export const jobKeys = postKeys('jobs');
export const jobsKey = jobKeys.listed;
