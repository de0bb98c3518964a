import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { hostMounted } from '../lib/on-demand-hosts.ts';

/**
 * Mantine's modals manager (confirm dialogs, components/confirm.ts), loaded on first use. Nothing reads its
 * context, so it wraps no children; it hears `modals.open…` through window events, which it listens to from its
 * own effects, and those run before this component's effect says it is ready.
 */
export function ModalsHost() {
  useEffect(() => hostMounted('modals'), []);
  return <ModalsProvider />;
}
