/** The navigation bar's entries, in the spec's order. Admin is added separately: its target depends on the role. */
export const NAV_ENTRIES = [
  { label: 'Careers', path: '/careers' },
  { label: 'Internships', path: '/internships' },
  { label: 'Courses', path: '/courses' },
  { label: 'Training', path: '/training' },
  { label: 'CV Showcase', path: '/cv-showcase' },
  { label: 'Directory', path: '/directory' },
  { label: 'Community Benefits', path: '/community-benefits' },
  { label: 'Activities', path: '/activities' },
  { label: 'Upload CV', path: '/cv-upload' },
] as const;

/** An entry is highlighted when the current path starts with its path; home only on exactly '/'. */
export function isEntryActive(entryPath: string, currentPath: string) {
  if (entryPath === '/') return currentPath === '/';
  return currentPath.startsWith(entryPath);
}
