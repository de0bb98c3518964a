import { describe, expect, it } from 'vitest';
import { countedTitle, countLabel, totalLabel } from './list-total.ts';

describe('totalLabel', () => {
  it('reads an exact total as the number, and one the server stopped counting as "1,000+"', () => {
    expect(totalLabel({ total: 12 })).toBe('12');
    expect(totalLabel({ total: 1000, isTotalCapped: true })).toBe('1,000+');
    expect(totalLabel({ total: 2020, isTotalCapped: true })).toBe('2,020+');
    expect(totalLabel(undefined)).toBe('0');
  });
});

describe('countLabel', () => {
  it('counts one in the singular, and any other total, a capped one included, in the plural', () => {
    const nouns = { one: 'CV', many: 'CVs' };
    expect(countLabel({ total: 1 }, nouns)).toBe('1 CV');
    expect(countLabel({ total: 12 }, nouns)).toBe('12 CVs');
    expect(countLabel({ total: 1000, isTotalCapped: true }, nouns)).toBe('1,000+ CVs');
    expect(countLabel(undefined, nouns)).toBe('0 CVs');
  });
});

describe('countedTitle', () => {
  it('adds the total once it is known, and shows no count while loading or after a failed load', () => {
    expect(countedTitle('All Trips', { data: { total: 3 }, isError: false })).toBe('All Trips (3)');
    expect(countedTitle('All Trips', { data: { total: 0 }, isError: false })).toBe('All Trips (0)');
    expect(countedTitle('All Trips', { data: undefined, isError: false })).toBe('All Trips');
    // A refetch that failed keeps the old page's data: its count is no longer known either.
    expect(countedTitle('All Trips', { data: { total: 3 }, isError: true })).toBe('All Trips');
  });
});
