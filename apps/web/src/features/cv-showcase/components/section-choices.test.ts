import { describe, expect, it } from 'vitest';
import { sectionChoices } from './section-choices.ts';

const counts = [
  { section: 'Technology/IT', count: 2 },
  { section: 'Marketing', count: 0 },
  { section: 'Finance', count: 1 },
  { section: 'Architecture', count: 0 },
  { section: 'Aviation', count: 1 },
];

describe('the section buttons', () => {
  it('offer All with the total and only the sections that have CVs, in the order given', () => {
    expect(sectionChoices(counts, 'all')).toEqual([
      { value: 'all', count: 4 },
      { value: 'Technology/IT', count: 2 },
      { value: 'Finance', count: 1 },
      { value: 'Aviation', count: 1 },
    ]);
  });

  it('keep the chosen section while a search leaves it empty, so it can be seen and left', () => {
    expect(sectionChoices(counts, 'Marketing').map((choice) => choice.value)).toEqual([
      'all',
      'Technology/IT',
      'Marketing',
      'Finance',
      'Aviation',
    ]);
  });

  it('offer All alone when no CV matches', () => {
    expect(sectionChoices([{ section: 'Finance', count: 0 }], 'all')).toEqual([{ value: 'all', count: 0 }]);
  });
});
