import type { SessionUser } from '@hub/contract/auth/auth.schema';
import type { TestAccount, TestAdmin } from '@hub/contract/test-auth/test-auth.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const addTestEmailToWhitelist = (input: TestAccount) =>
  api.post<{ ok: true }>('/test-auth/whitelist', input);
export const createTestUser = (input: TestAccount) => api.post<SessionUser>('/test-auth/users', input);
export const createTestAdmin = (input: TestAdmin) => api.post<SessionUser>('/test-auth/admins', input);
const getTestAuthStatus = () => api.get<{ ok: true }>('/test-auth/status');

const testAuthStatusKey = ['test-auth', 'status'] as const;

/** Whether the server offers the test helpers (never in production). */
export const testAuthStatusQuery = queryOptions({ queryKey: testAuthStatusKey, queryFn: getTestAuthStatus });
