import type { CvSectionCount } from '@hub/contract/cv-showcase/cv.schema';

export type SectionChoice = { value: string; label: string };

/**
 * The showcase's section buttons, from the server's counts for the current search: 'All' with the total, then
 * each section that has CVs, in the server's order. An empty section is no choice, except the one chosen, which
 * stays so that it can be seen and left (a search can empty it).
 */
export function sectionChoices(sections: CvSectionCount[], chosen: string): SectionChoice[] {
  const total = sections.reduce((sum, entry) => sum + entry.count, 0);
  return [
    { value: 'all', label: `All (${total})` },
    ...sections
      .filter(({ section, count }) => count > 0 || section === chosen)
      .map(({ section, count }) => ({ value: section, label: `${section} (${count})` })),
  ];
}
