import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CSSProperties, Fragment, type ReactNode } from 'react';
import { useText } from '../i18n/language-provider.tsx';
import { GroupSkeleton, skeletonGroupClass } from './skeleton-group.tsx';

/** A card's outline while it loads: an optional picture, a title, a few lines of text and its button; it pulses as one. */
export function CardSkeleton({ imageHeight, lines = 3 }: { imageHeight?: number; lines?: number }) {
  return (
    <Card className={skeletonGroupClass}>
      {imageHeight !== undefined && (
        <Card.Section mb="md">
          <GroupSkeleton h={imageHeight} radius={0} />
        </Card.Section>
      )}
      <GroupSkeleton h={22} w="70%" />
      {Array.from({ length: lines }, (_, line) => (
        <GroupSkeleton
          key={line}
          h={12}
          mt={line === 0 ? 'lg' : 8}
          w={line === lines - 1 ? '70%' : undefined}
        />
      ))}
      <GroupSkeleton h={36} mt="xl" />
    </Card>
  );
}

/**
 * A card grid while its first page loads: `count` cards in the grid's columns, announced by `label`
 * ('Loading internships'). Each card is a CardSkeleton unless `card` draws another.
 */
export function CardGridSkeleton({
  label,
  count = 6,
  spacing = 'lg',
  card = <CardSkeleton />,
}: {
  label?: string;
  count?: number;
  spacing?: 'md' | 'lg';
  card?: ReactNode;
}) {
  const t = useText();
  return (
    <SimpleGrid
      cols={GRID_COLUMNS}
      spacing={spacing}
      role="status"
      aria-label={label ?? t('common.loading')}
      aria-busy
    >
      {Array.from({ length: count }, (_, index) => (
        <Fragment key={index}>{card}</Fragment>
      ))}
    </SimpleGrid>
  );
}

/** The columns of every card grid: one on phones, two on tablets, three on wide screens. */
const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

/**
 * A grid of cards in `GRID_COLUMNS`; `found` says above it, politely announced, how many matched
 * ('12 CVs found').
 */
export function CardGrid({
  found,
  spacing = 'lg',
  isSingleColumn = false,
  style,
  children,
}: {
  found?: string;
  spacing?: 'md' | 'lg';
  /** One card a row whatever the width: the list beside an open details pane. */
  isSingleColumn?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const grid = (
    <SimpleGrid cols={isSingleColumn ? 1 : GRID_COLUMNS} spacing={spacing} style={style}>
      {children}
    </SimpleGrid>
  );
  if (found === undefined) return grid;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {found}
      </Text>
      {grid}
    </Stack>
  );
}
