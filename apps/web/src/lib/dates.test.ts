import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, SOURCE_LANGUAGE } from '../i18n/i18n.ts';
import { formatLocalDateTime, formatLongDate } from './dates.ts';

const AT = '2026-11-22T15:04:00Z';

describe('dates', () => {
  afterEach(() => activateLanguage(SOURCE_LANGUAGE));

  it('writes dates and the missing date in the active language', async () => {
    expect(formatLongDate(AT)).toBe('November 22, 2026');
    expect(formatLocalDateTime(AT)).toMatch(/^Nov \d{1,2}, 2026, \d{1,2}:04\s?[AP]M$/);
    expect(formatLocalDateTime(null)).toBe('N/A');
    expect(formatLongDate('not a date')).toBe('N/A');

    await activateLanguage('ar');
    // Day/month/year with Latin digits (decision 070), and the hour marked ص or م.
    expect(formatLocalDateTime(AT)).toMatch(/^\d{1,2}\u200f?\/11\u200f?\/2026،? \d{1,2}:04 [صم]$/u);
    expect(formatLocalDateTime(undefined)).toBe('غير متوفر');
  });
});
