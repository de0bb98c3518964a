import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { shouldRetryRead } from './queries.ts';

describe('retrying a failed read', () => {
  it('tries once more after a server error or a lost connection', () => {
    for (const error of [
      new ApiError(500, 'Something went wrong on our side.'),
      new ApiError(0, 'offline'),
    ]) {
      expect(shouldRetryRead(0, error)).toBe(true);
      expect(shouldRetryRead(1, error)).toBe(false);
    }
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never tries again after a 4xx, which the same request would get again', () => {
    for (const status of [400, 401, 403, 404, 429])
      expect(shouldRetryRead(0, new ApiError(status, 'no'))).toBe(false);
  });
});
