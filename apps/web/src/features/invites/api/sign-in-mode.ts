import type { LoginResponse, ResidentSignInMode } from '@hub/contract/auth/auth.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const signInModeKey = ['auth', 'sign-in-mode'] as const;

/** How residents sign in here (RESIDENT_SIGN_IN): it is fixed while the server runs, so it is read once. */
const signInModeQuery = queryOptions({
  queryKey: signInModeKey,
  queryFn: () => api.get<{ residentSignIn: ResidentSignInMode }>('/auth/sign-in-mode'),
  staleTime: Infinity,
});
export const useSignInMode = () => useQuery(signInModeQuery);

/** Opening an invite link: a session for the resident it was issued to, once. */
export const openInvite = (token: string) => api.post<LoginResponse>('/auth/invite', { token });
