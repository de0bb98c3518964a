import { describe, expect, it } from 'vitest';
import { isEntryActive, NAV_ENTRIES } from './nav-entries.ts';

describe('navigation highlight', () => {
  it('highlights an entry whose path starts the current path', () => {
    expect(isEntryActive('/careers', '/careers')).toBe(true);
    expect(isEntryActive('/careers', '/careers/123')).toBe(true);
    expect(isEntryActive('/careers', '/internships')).toBe(false);
  });
  it('highlights home only on exactly /', () => {
    expect(isEntryActive('/', '/')).toBe(true);
    expect(isEntryActive('/', '/careers')).toBe(false);
  });
  it('lists the spec entries in order', () => {
    expect(NAV_ENTRIES.map((entry) => entry.label)).toEqual([
      'Careers',
      'Internships',
      'Courses',
      'Training',
      'CV Showcase',
      'Directory',
      'Community Benefits',
      'Activities',
      'Upload CV',
    ]);
  });
});
