import { describe, expect, it } from 'vitest';
import { text } from '../i18n/i18n.ts';
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
    expect(NAV_ENTRIES.map((entry) => text(entry.labelId))).toEqual([
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
