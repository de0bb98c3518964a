import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dashboard tab's (or section's) heading and the line under it that says what the list holds. */
export function ListHeading({
  title,
  description,
  order = 2,
}: {
  title: ReactNode;
  description: ReactNode;
  order?: 2 | 3;
}) {
  return (
    <div>
      <Title order={order} fz={order === 2 ? 'xl' : 'lg'}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {description}
      </Text>
    </div>
  );
}
