import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useText } from '../i18n/language-provider.tsx';
import { formatLocalDateTime } from '../lib/dates.ts';

/**
 * A thing a person has on one of their devices (a passkey, a push subscription): its name, when it was added and
 * last used, and the action that removes it, the same on every settings card.
 */
export function DeviceRow({
  icon,
  name,
  badge,
  createdAt,
  lastUsed,
  action,
}: {
  icon: ReactNode;
  name: string;
  badge?: ReactNode;
  createdAt: string;
  /** When it was last used and the verb for it: { at, verb: 'last used' }. */
  lastUsed?: { at: string | null; verb: string };
  action: ReactNode;
}) {
  const t = useText();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        {icon}
        <div>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {name}
            </Text>
            {badge}
          </Group>
          <Text size="xs" c="dimmed">
            {t('deviceRow.added', { date: formatLocalDateTime(createdAt) })}
            {lastUsed?.at ? ` · ${lastUsed.verb} ${formatLocalDateTime(lastUsed.at)}` : ''}
          </Text>
        </div>
      </Group>
      {action}
    </Group>
  );
}
