import type { TwoFactorSetup, TwoFactorStatus } from '@hub/contract/auth/auth.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const twoFactorKey = ['account', 'two-factor'] as const;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: twoFactorKey, queryFn: () => api.get<TwoFactorStatus>('/auth/two-factor') });

export const useStartTwoFactorSetup = () =>
  useMutation({
    mutationFn: (input: { currentPassword: string }) =>
      api.post<TwoFactorSetup>('/auth/two-factor/setup', input),
  });

/** Turning it on or off answers the new status, which the card shows at once. */
function useTwoFactorChange<I>(change: (input: I) => Promise<TwoFactorStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (status) => queryClient.setQueryData(twoFactorKey, status),
  });
}

export const useEnableTwoFactor = () =>
  useTwoFactorChange((input: { challenge: string; code: string }) =>
    api.put<TwoFactorStatus>('/auth/two-factor', input),
  );
export const useDisableTwoFactor = () =>
  useTwoFactorChange((input: { currentPassword: string; code: string }) =>
    api.delete<TwoFactorStatus>('/auth/two-factor', input),
  );
