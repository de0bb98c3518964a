import type { PushDevice } from '@hub/contract/push/push.schema';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconBell, IconDeviceMobile } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DeviceRow } from '../../../components/device-row.tsx';
import { PreferenceSwitches } from '../../../components/preference-switches.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import {
  pushKeys,
  saveSubscription,
  usePushDevices,
  usePushPreferences,
  useRemovePushDevice,
  useSetPushPreference,
  useTurnOffPush,
  useTurnOnPush,
} from '../api/push.ts';
import { currentSubscription, pushSupport } from '../api/this-browser.ts';
import { useText } from '../texts.ts';

/**
 * This browser's subscription (undefined until read). Once per visit it is checked against the server's list: one
 * the server no longer knows (a restored backup, a push service that rotated it) is given to it again.
 */
function useThisBrowser(devices: PushDevice[] | undefined) {
  const queryClient = useQueryClient();
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(undefined);
  const hasChecked = useRef(false);
  const reread = useCallback(
    () => currentSubscription().then(setSubscription, () => setSubscription(null)),
    [],
  );
  useEffect(() => {
    void reread();
  }, [reread]);
  useEffect(() => {
    if (hasChecked.current || subscription === undefined || devices === undefined) return;
    hasChecked.current = true;
    if (!subscription || devices.some((device) => device.endpoint === subscription.endpoint)) return;
    saveSubscription(subscription)
      .then(() => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }))
      .catch(() => undefined);
  }, [devices, subscription, queryClient]);
  return { endpoint: subscription === undefined ? undefined : (subscription?.endpoint ?? null), reread };
}

/** Turn push on or off for the browser in use, or say why it cannot be. */
function ThisDevice({ device, onChange }: { device: PushDevice | undefined; onChange: () => void }) {
  const t = useText();
  const [support, setSupport] = useState(pushSupport);
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  if (support === 'unsupported') return <Text size="sm">{t('push.unsupported')}</Text>;
  if (support === 'denied')
    return (
      <Alert color="yellow" title={t('push.blockedTitle')}>
        {t('push.blockedText')}
      </Alert>
    );
  if (device)
    return (
      <Group gap="sm">
        <Badge variant="light" leftSection={<IconBell size={12} aria-hidden />}>
          {t('push.onForThisDevice')}
        </Badge>
        <BusyButton
          variant="subtle"
          size="xs"
          isBusy={turnOff.isPending}
          busyLabel={t('push.turningOff')}
          onClick={async () => {
            await runWithFeedback({
              run: () => turnOff.mutateAsync(device),
              success: {
                title: t('push.turnedOffTitle'),
                message: t('push.turnedOffMessage'),
              },
              failure: t('push.turnOffFailed'),
            });
            onChange();
          }}
        >
          {t('push.turnOffHere')}
        </BusyButton>
      </Group>
    );
  return (
    <BusyButton
      w="fit-content"
      leftSection={<IconBell size={16} aria-hidden />}
      isBusy={turnOn.isPending}
      busyLabel={t('push.turningOn')}
      onClick={async () => {
        await runWithFeedback({
          run: () => turnOn.mutateAsync(undefined),
          success: { title: t('push.turnedOnTitle'), message: t('push.turnedOnMessage') },
          failure: t('push.turnOnFailed'),
        });
        setSupport(pushSupport());
        onChange();
      }}
    >
      {t('push.turnOnHere')}
    </BusyButton>
  );
}

/**
 * 'Push notifications': turn them on for this device (the browser asks for permission), choose the kinds, and see
 * and remove the devices that receive them. On /mail-settings for members, on My account for administrators.
 */
export function PushSettingsCard() {
  const t = useText();
  const devices = usePushDevices();
  const preferences = usePushPreferences();
  const setPreference = useSetPushPreference();
  const remove = useRemovePushDevice();
  const turnOff = useTurnOffPush();
  const thisBrowser = useThisBrowser(devices.data?.items);
  const thisDevice = devices.data?.items.find((device) => device.endpoint === thisBrowser.endpoint);

  return (
    <Card padding="lg" component="section" aria-label={t('push.title')}>
      <Title order={2} fz="lg" mb={4}>
        {t('push.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('push.intro')}
      </Text>
      {devices.isPending || preferences.isPending || thisBrowser.endpoint === undefined ? (
        <Stack>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h={40} />
          ))}
        </Stack>
      ) : devices.isError || preferences.isError ? (
        <Alert color="red" title={t('push.loadFailed')}>
          {(devices.error ?? preferences.error)?.message}
        </Alert>
      ) : (
        <Stack gap="lg">
          <ThisDevice device={thisDevice} onChange={() => void thisBrowser.reread()} />
          <PreferenceSwitches
            preferences={preferences.data.preferences}
            channel={t('push.channel')}
            isSaving={setPreference.isPending}
            save={(key, isEnabled) => setPreference.mutateAsync({ key, isEnabled })}
          />
          <div>
            <Title order={3} fz="md" mb="xs">
              {t('push.devicesTitle')}
            </Title>
            {devices.data.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('push.noDevices')}
              </Text>
            ) : (
              <Stack gap="sm">
                {devices.data.items.map((device) => (
                  <DeviceRow
                    key={device.id}
                    icon={<IconDeviceMobile size={18} aria-hidden />}
                    name={device.label}
                    badge={
                      device.id === thisDevice?.id && (
                        <Badge size="xs" variant="light">
                          {t('push.thisDevice')}
                        </Badge>
                      )
                    }
                    createdAt={device.createdAt}
                    lastUsed={{ at: device.lastSuccessAt, verb: t('push.lastNotified') }}
                    action={
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={
                          (remove.isPending && remove.variables === device.id) ||
                          (turnOff.isPending && turnOff.variables?.id === device.id)
                        }
                        aria-label={t('push.removeDevice', {
                          device: device.label,
                          date: formatLocalDateTime(device.createdAt),
                        })}
                        onClick={async () => {
                          // This browser's own subscription ends too, or it would go on receiving.
                          const isThisDevice = device.id === thisDevice?.id;
                          await runWithFeedback({
                            run: async () => {
                              if (isThisDevice) await turnOff.mutateAsync(device);
                              else await remove.mutateAsync(device.id);
                            },
                            success: {
                              title: t('push.removedTitle'),
                              message: t('push.removedMessage', { device: device.label }),
                            },
                            failure: t('push.removeFailed'),
                          });
                          if (isThisDevice) void thisBrowser.reread();
                        }}
                      >
                        {t('push.remove')}
                      </Button>
                    }
                  />
                ))}
              </Stack>
            )}
          </div>
        </Stack>
      )}
    </Card>
  );
}
