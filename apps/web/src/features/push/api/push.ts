import type {
  PushDevice,
  PushDeviceList,
  PushKey,
  PushKind,
  PushPreferences,
} from '@hub/contract/push/push.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useChange, useDeleteRow } from '../../../lib/queries.ts';
import { subscribeThisBrowser, unsubscribeThisBrowser } from './this-browser.ts';

/** Query keys of push notifications: my devices and which kinds I get. */
export const pushKeys = {
  all: ['push'] as const,
  devices: () => [...pushKeys.all, 'devices'] as const,
  preferences: () => [...pushKeys.all, 'preferences'] as const,
};

export const usePushDevices = () =>
  useQuery({ queryKey: pushKeys.devices(), queryFn: () => api.get<PushDeviceList>('/push/subscriptions') });

export const usePushPreferences = () =>
  useQuery({
    queryKey: pushKeys.preferences(),
    queryFn: () => api.get<PushPreferences>('/push/preferences'),
  });

export function useSetPushPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: PushKind; isEnabled: boolean }) =>
      api.put<PushPreferences>('/push/preferences', input),
    onSuccess: (preferences) => queryClient.setQueryData(pushKeys.preferences(), preferences),
  });
}

/** The server keeps this browser's subscription (new, or again after the server lost it). */
export const saveSubscription = (subscription: PushSubscription) =>
  api.post<PushDevice>('/push/subscriptions', subscription.toJSON());

/** Asks the browser for permission and a subscription with the server's key, then gives it to the server. */
export const useTurnOnPush = () =>
  useChange(async () => {
    const { publicKey } = await api.get<PushKey>('/push/key');
    return saveSubscription(await subscribeThisBrowser(publicKey));
  }, [pushKeys.devices()]);

/** Ends this browser's subscription, and the server's record of it. */
export const useTurnOffPush = () =>
  useChange(
    async (device: PushDevice | undefined) => {
      await unsubscribeThisBrowser();
      if (device) await api.delete(`/push/subscriptions/${device.id}`);
    },
    [pushKeys.devices()],
  );

export const useRemovePushDevice = () => useDeleteRow('/push/subscriptions', [pushKeys.devices()]);
