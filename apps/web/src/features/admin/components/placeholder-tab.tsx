import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** Says plainly that a dashboard tab is a placeholder until its feature is built. */
export function PlaceholderTab({ name }: { name: string }) {
  return (
    <Alert variant="light" icon={<IconTools />} title={`${name}: placeholder, not built yet`}>
      This tab is a placeholder. Managing {name.toLowerCase()} arrives with that feature; nothing here is live
      yet.
    </Alert>
  );
}
