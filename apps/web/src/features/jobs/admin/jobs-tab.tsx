import { ModeratedPostsTab } from '../../moderated-posts/index.ts';
import { JOB_KIND } from './job-kind.tsx';

/** Jobs: a create form and the list of every job, with review, edit, delete, approve and reject. */
export function JobsTab() {
  return <ModeratedPostsTab kind={JOB_KIND} />;
}
