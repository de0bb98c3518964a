import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useText } from '../texts.ts';

/** Says plainly that a dashboard tab is a placeholder until its feature is built. */
export function PlaceholderTab({ name }: { name: string }) {
  const t = useText();
  return (
    <Alert variant="light" icon={<IconTools />} title={t('admin.placeholder.title', { name })}>
      {t('admin.placeholder.text', { name: name.toLocaleLowerCase() })}
    </Alert>
  );
}
