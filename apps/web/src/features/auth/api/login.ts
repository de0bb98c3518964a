import type {
  AdminLoginRequest,
  AdminLoginResponse,
  LoginRequest,
  LoginResponse,
  ResidentLoginResponse,
} from '@hub/contract/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * 'Access Platform': a session (e-mail sign-in), or word that a code was mailed (code sign-in), in the language
 * the page shows.
 */
export const login = (input: LoginRequest) =>
  api.post<ResidentLoginResponse>('/auth/login', { language: i18n.locale, ...input });
const verifyCode = (input: { email: string; code: string }) =>
  api.post<LoginResponse>('/auth/verify-code', input);
export type LinkLoginResponse = LoginResponse & {
  target: { jobId?: string; internshipId?: string; courseId?: string } | null;
};
export const linkLogin = (token: string) => api.post<LinkLoginResponse>('/auth/link', { token });
/** A session, or (two-factor) a challenge for the second step. */
const adminLogin = (input: AdminLoginRequest) => api.post<AdminLoginResponse>('/auth/admin-login', input);
const adminTwoFactorLogin = (input: { challenge: string; code: string }) =>
  api.post<LoginResponse>('/auth/admin-login/two-factor', input);

export const useLogin = () => useMutation({ mutationFn: login });
export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });
export const useAdminTwoFactorLogin = () => useMutation({ mutationFn: adminTwoFactorLogin });
