import { describe, expect, it } from 'vitest';
import { totalLabel } from './list-total.ts';

describe('totalLabel', () => {
  it('reads an exact total as the number, and one the server stopped counting as "1,000+"', () => {
    expect(totalLabel({ total: 12 })).toBe('12');
    expect(totalLabel({ total: 1000, isTotalCapped: true })).toBe('1,000+');
    expect(totalLabel({ total: 2020, isTotalCapped: true })).toBe('2,020+');
    expect(totalLabel(undefined)).toBe('0');
  });
});
