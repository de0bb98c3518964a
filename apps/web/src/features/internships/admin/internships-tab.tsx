import { ModeratedPostsTab } from '../../moderated-posts/index.ts';
import { INTERNSHIP_KIND } from './internship-kind.tsx';

/** Internships: a create form and the list of every internship, with view, edit, delete, approve and reject. */
export function InternshipsTab() {
  return <ModeratedPostsTab kind={INTERNSHIP_KIND} />;
}
