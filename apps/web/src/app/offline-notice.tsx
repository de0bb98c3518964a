import { Affix, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useText } from '../i18n/language-provider.tsx';
import { ApiError } from '../lib/api-client.ts';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** A call that never reached the server (the api client answers status 0), as opposed to one the server refused. */
const isUnreached = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Whether the server was out of reach at the last call: the browser's online flag misses a network that is up but
 * goes nowhere (and the server being down), so the app's own calls say it too. Any answer from the server clears it.
 */
function useServerUnreached() {
  const queryClient = useQueryClient();
  const [isUnreachedNow, setUnreached] = useState(false);
  useEffect(() => {
    const hear = (action: { type: string; error?: unknown }) => {
      if (action.type === 'success') setUnreached(false);
      else if (action.type === 'error') setUnreached(isUnreached(action.error));
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') hear(event.action);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') hear(event.action);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return isUnreachedNow;
}

/**
 * Says so while Community Hub cannot be reached: the service worker then serves the app shell (decision 056), pages
 * show what they loaded before or that they could not load, and the person stays signed in.
 */
export function OfflineNotice() {
  const isOnline = useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
  const isServerUnreached = useServerUnreached();
  const t = useText();
  if (isOnline && !isServerUnreached) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }}>
      <Paper role="status" withBorder shadow="md" p="sm" maw={480} mx="auto">
        <Group gap="sm" wrap="nowrap">
          <IconWifiOff size={20} aria-hidden />
          <div>
            <Text fw={600} size="sm">
              {t('offline.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('offline.text')}
            </Text>
          </div>
        </Group>
      </Paper>
    </Affix>
  );
}
