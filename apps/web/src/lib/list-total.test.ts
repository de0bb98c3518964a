import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, SOURCE_LANGUAGE, text } from '../i18n/i18n.ts';
import { countedTitle, countLabel, countValues, totalLabel } from './list-total.ts';

afterEach(() => activateLanguage(SOURCE_LANGUAGE));

describe('totalLabel', () => {
  it('reads an exact total as the number, and one the server stopped counting as "1,000+"', () => {
    expect(totalLabel({ total: 12 })).toBe('12');
    expect(totalLabel({ total: 1000, isTotalCapped: true })).toBe('1,000+');
    expect(totalLabel({ total: 2020, isTotalCapped: true })).toBe('2,020+');
    expect(totalLabel(undefined)).toBe('0');
  });
});

describe('countValues', () => {
  it('gives a plural message the count that picks its form and the total as shown', () => {
    expect(countValues({ total: 1 })).toEqual({ count: 1, total: '1' });
    expect(countValues({ total: 1000, isTotalCapped: true })).toEqual({ count: 1000, total: '1,000+' });
    expect(countValues(undefined)).toEqual({ count: 0, total: '0' });
  });

  it("words a count with each language's plural forms, Arabic's six included", async () => {
    expect(text('newListings.jobs', { count: 1 })).toBe('1 new job');
    expect(text('newListings.jobs', { count: 2 })).toBe('2 new jobs');
    await activateLanguage('ar');
    expect(text('newListings.jobs', { count: 1 })).toBe('وظيفة جديدة واحدة');
    expect(text('newListings.jobs', { count: 2 })).toBe('وظيفتان جديدتان');
    expect(text('newListings.jobs', { count: 3 })).toBe('3 وظائف جديدة');
    expect(text('newListings.jobs', { count: 11 })).toBe('11 وظيفة جديدة');
    expect(text('newListings.jobs', { count: 100 })).toBe('100 وظيفة جديدة');
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

  it('writes the count as the active language does', async () => {
    await activateLanguage('ar');
    expect(countedTitle('الرحلات', { data: { total: 1000, isTotalCapped: true }, isError: false })).toBe(
      'الرحلات (1,000+)',
    );
  });
});
