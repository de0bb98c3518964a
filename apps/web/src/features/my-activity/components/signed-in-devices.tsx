import type { DeviceSession } from '@hub/contract/auth/auth.schema';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { confirm } from '../../../components/confirm.ts';
import direction from '../../../i18n/direction.module.css';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { showToast } from '../../../lib/toast.ts';
import { useText } from '../texts.ts';

const deviceKeys = { all: ['auth', 'sessions'] as const };

/** A browser's own name for itself, shortened to what a person recognises. */
function describeDevice(userAgent: string | null, t: ReturnType<typeof useText>) {
  if (!userAgent) return t('my-activity.unknownDevice');
  const browser = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent)?.[1]?.replace('Edg', 'Edge');
  const system = /(Android|iPhone|iPad|Windows|Mac OS X|Linux)/
    .exec(userAgent)?.[1]
    ?.replace('Mac OS X', 'macOS');
  if (browser && system) return t('my-activity.browserOnSystem', { browser, system });
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** 'Signed-in devices': where I am signed in; sign one out, or everywhere (this device too). */
export function SignedInDevices() {
  const t = useText();
  const queryClient = useQueryClient();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const devices = useQuery({
    queryKey: deviceKeys.all,
    queryFn: () => api.get<{ items: DeviceSession[] }>('/auth/sessions'),
  });
  const endOne = useMutation({
    mutationFn: (id: string) => api.delete(`/auth/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
  const endAll = useMutation({ mutationFn: () => api.delete<{ ended: number }>('/auth/sessions') });

  const signOutEverywhere = async () => {
    const isConfirmed = await confirm({
      title: t('my-activity.signOutEverywhere'),
      message: t('my-activity.signOutEverywhereQuestion'),
      confirmLabel: t('my-activity.signOutEverywhere'),
    });
    if (!isConfirmed) return;
    endAll.mutate(undefined, {
      onSuccess: async () => {
        await signOut();
        navigate('/login', { replace: true });
        showToast({
          title: t('my-activity.signedOutEverywhereTitle'),
          message: t('my-activity.signedOutEverywhereMessage'),
        });
      },
      onError: (error) =>
        showToast({ title: t('my-activity.errorTitle'), message: error.message, isDestructive: true }),
    });
  };

  if (devices.isPending) return <Skeleton h={120} />;
  if (devices.isError)
    return (
      <Alert color="red" title={t('my-activity.devicesLoadFailed')}>
        {devices.error.message}
      </Alert>
    );
  return (
    <Stack gap="sm">
      {devices.data.items.map((device) => {
        const name = describeDevice(device.userAgent, t);
        const signedIn = formatLocalDateTime(device.createdAt);
        const lastSeen = formatLocalDateTime(device.lastSeenAt);
        return (
          <Group key={device.id} justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <IconDeviceDesktop size={18} />
              <div>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  {device.isCurrent && (
                    <Badge size="xs" variant="light">
                      {t('my-activity.thisDevice')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {device.address
                    ? t('my-activity.deviceSeenFrom', { signedIn, lastSeen, address: device.address })
                    : t('my-activity.deviceSeen', { signedIn, lastSeen })}
                </Text>
              </div>
            </Group>
            {!device.isCurrent && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={endOne.isPending && endOne.variables === device.id}
                aria-label={t('my-activity.signOutDevice', { device: name, signedIn })}
                onClick={() => endOne.mutate(device.id)}
              >
                {t('my-activity.signOut')}
              </Button>
            )}
          </Group>
        );
      })}
      <Button
        w="fit-content"
        color="red"
        variant="light"
        leftSection={<IconLogout size={16} className={direction.pointing} />}
        loading={endAll.isPending}
        onClick={signOutEverywhere}
      >
        {t('my-activity.signOutEverywhere')}
      </Button>
    </Stack>
  );
}
