import '@hub/contract/browser-setup';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('browser setup', () => {
  it('turns zod jitless without importing zod (its eval probe would break the Content-Security-Policy)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
