import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDateIn, formatNumber } from './format.ts';
import { activateLanguage, SOURCE_LANGUAGE, text } from './i18n.ts';
import { directionOf, LANGUAGES, pickLanguage } from './languages.ts';

describe('languages', () => {
  afterEach(() => activateLanguage(SOURCE_LANGUAGE));

  it('speaks the languages it has a catalog for, English first for a browser it cannot serve', () => {
    expect(LANGUAGES).toEqual(['ar', 'en']);
    expect(pickLanguage(['ar-EG', 'en-US'])).toBe('ar');
    expect(pickLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(pickLanguage(['fr-FR'])).toBe('en');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('lays the document out right to left in Arabic, with Latin digits, and back', async () => {
    await activateLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(text('login.title')).toBe('دخول السكان');
    expect(text('home.welcomeBack', { name: 'Hana' })).toBe('مرحبًا بعودتكم، Hana');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatLongDateIn(new Date('2026-11-22T12:00:00Z'))).toBe('22 نوفمبر 2026');

    await activateLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(text('login.title')).toBe('Resident Login');
    expect(formatLongDateIn(new Date('2026-11-22T12:00:00Z'))).toBe('November 22, 2026');
  });
});
