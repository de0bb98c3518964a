import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dashboard tab's (or section's, or card's) heading and the line under it that says what it holds. A tab's h2
 * is larger than a section's h3, unless `size` says otherwise (a card's h2 on a page of cards).
 */
export function ListHeading({
  title,
  description,
  order = 2,
  size = order === 2 ? 'xl' : 'lg',
}: {
  title: ReactNode;
  description: ReactNode;
  order?: 2 | 3;
  size?: 'xl' | 'lg';
}) {
  return (
    <div>
      <Title order={order} fz={size}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {description}
      </Text>
    </div>
  );
}
