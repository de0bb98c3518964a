import { Group, Text } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One fact on a card beside its icon ('Amman', '5–7k'), dimmed and cut to one line. */
export function MetaLine({ icon: Icon, children }: { icon: TablerIcon; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <Icon size={16} aria-hidden />
      {/* A resident's own words (an address in English) read in their own direction on an Arabic page. */}
      <Text size="sm" truncate dir="auto">
        {children}
      </Text>
    </Group>
  );
}
