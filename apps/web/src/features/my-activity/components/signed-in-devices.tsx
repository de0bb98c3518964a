import type { DeviceSession } from '@hub/contract/auth/auth.schema';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { confirm } from '../../../components/confirm.ts';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { showToast } from '../../../lib/toast.ts';

const deviceKeys = { all: ['auth', 'sessions'] as const };

/** A browser's own name for itself, shortened to what a person recognises. */
function describeDevice(userAgent: string | null) {
  if (!userAgent) return 'Unknown device';
  const browser = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent)?.[1]?.replace('Edg', 'Edge');
  const system = /(Android|iPhone|iPad|Windows|Mac OS X|Linux)/
    .exec(userAgent)?.[1]
    ?.replace('Mac OS X', 'macOS');
  return [browser, system].filter(Boolean).join(' on ') || userAgent.slice(0, 60);
}

/** 'Signed-in devices': where I am signed in; sign one out, or everywhere (this device too). */
export function SignedInDevices() {
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
      title: 'Sign out everywhere',
      message: 'Sign out on every device, this one too? You will need to sign in again.',
      confirmLabel: 'Sign out everywhere',
    });
    if (!isConfirmed) return;
    endAll.mutate(undefined, {
      onSuccess: async () => {
        await signOut();
        navigate('/login', { replace: true });
        showToast({ title: 'Signed out everywhere', message: 'Every device has been signed out.' });
      },
      onError: (error) => showToast({ title: 'Error', message: error.message, isDestructive: true }),
    });
  };

  if (devices.isPending) return <Skeleton h={120} />;
  if (devices.isError)
    return (
      <Alert color="red" title="Could not load your devices">
        {devices.error.message}
      </Alert>
    );
  return (
    <Stack gap="sm">
      {devices.data.items.map((device) => (
        <Group key={device.id} justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconDeviceDesktop size={18} />
            <div>
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  {describeDevice(device.userAgent)}
                </Text>
                {device.isCurrent && (
                  <Badge size="xs" variant="light">
                    This device
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                Signed in {formatLocalDateTime(device.createdAt)} · last seen{' '}
                {formatLocalDateTime(device.lastSeenAt)}
                {device.address ? ` · ${device.address}` : ''}
              </Text>
            </div>
          </Group>
          {!device.isCurrent && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={endOne.isPending && endOne.variables === device.id}
              aria-label={`Sign out ${describeDevice(device.userAgent)} signed in ${formatLocalDateTime(device.createdAt)}`}
              onClick={() => endOne.mutate(device.id)}
            >
              Sign out
            </Button>
          )}
        </Group>
      ))}
      <Button
        w="fit-content"
        color="red"
        variant="light"
        leftSection={<IconLogout size={16} />}
        loading={endAll.isPending}
        onClick={signOutEverywhere}
      >
        Sign out everywhere
      </Button>
    </Stack>
  );
}
