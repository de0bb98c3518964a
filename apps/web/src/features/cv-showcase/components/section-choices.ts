import type { CvSectionCount } from '@hub/contract/cv-showcase/cv.schema';

/** One section button: the section ('all' for every one) and how many CVs it holds; the page words its label. */
export type SectionChoice = { value: string; count: number };

/**
 * The showcase's section buttons, from the server's counts for the current search: 'all' with the total, then
 * each section that has CVs, in the server's order. An empty section is no choice, except the one chosen, which
 * stays so that it can be seen and left (a search can empty it).
 */
export function sectionChoices(sections: CvSectionCount[], chosen: string): SectionChoice[] {
  const total = sections.reduce((sum, entry) => sum + entry.count, 0);
  return [
    { value: 'all', count: total },
    ...sections
      .filter(({ section, count }) => count > 0 || section === chosen)
      .map(({ section, count }) => ({ value: section, count })),
  ];
}
