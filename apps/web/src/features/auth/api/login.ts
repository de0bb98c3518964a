import type { AdminLoginRequest, LoginRequest, LoginResponse } from '@hub/contract/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const login = (input: LoginRequest) => api.post<LoginResponse>('/auth/login', input);
export const adminLogin = (input: AdminLoginRequest) => api.post<LoginResponse>('/auth/admin-login', input);

export const useLogin = () => useMutation({ mutationFn: login });
export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });
