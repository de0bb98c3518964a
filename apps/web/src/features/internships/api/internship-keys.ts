import { postKeys } from '../../moderated-posts/api/post-keys.ts';

/** Every query of internships: residents' under `listed` (['internships']), the dashboard's under `admin`. */
export const internshipKeys = postKeys('internships');
export const internshipsKey = internshipKeys.listed;
