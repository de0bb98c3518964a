import type { MessageId } from '../i18n/i18n.ts';

/** The navigation bar's entries, in the spec's order (labels: the catalogs' nav.* keys). Admin is added separately: its target depends on the role. */
export const NAV_ENTRIES = [
  { labelId: 'nav.careers', path: '/careers' },
  { labelId: 'nav.internships', path: '/internships' },
  { labelId: 'nav.courses', path: '/courses' },
  { labelId: 'nav.training', path: '/training' },
  { labelId: 'nav.cvShowcase', path: '/cv-showcase' },
  { labelId: 'nav.directory', path: '/directory' },
  { labelId: 'nav.communityBenefits', path: '/community-benefits' },
  { labelId: 'nav.activities', path: '/activities' },
  { labelId: 'nav.uploadCv', path: '/cv-upload' },
] as const satisfies readonly { labelId: MessageId; path: string }[];

/** An entry is highlighted when the current path starts with its path; home only on exactly '/'. */
export function isEntryActive(entryPath: string, currentPath: string) {
  if (entryPath === '/') return currentPath === '/';
  return currentPath.startsWith(entryPath);
}
