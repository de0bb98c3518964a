import {
  ActionIcon,
  Avatar,
  Card,
  Group,
  type MantineColor,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SkillBadges } from './skill-badges.tsx';

type Props = {
  /** The heading's id, which names the card for assistive technology. */
  headingId: string;
  person: { name: string; title: string; bio: string | null; skills: string[] };
  /** Beside the name, e.g. the owner's 'You' badge. */
  aside?: ReactNode;
  /** Between the heading and the bio: section, company, years. */
  details?: ReactNode;
  /** The card's buttons, kept at its foot so cards in a row line up. */
  actions: ReactNode;
};

/**
 * A person's card in a residents' grid (CV showcase, directory): avatar, name and title, the feature's own details,
 * bio, skills and the buttons at the foot.
 */
export function PersonCard({ headingId, person, aside, details, actions }: Props) {
  const { name, title, bio, skills } = person;
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar color="initials" name={name} radius="xl" size={48} aria-hidden />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text id={headingId} component="h2" fw={700} size="lg" lh={1.3} dir="auto">
              {name}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
              {title}
            </Text>
          </div>
          {aside}
        </Group>

        {details}

        {bio && (
          <Text size="sm" lineClamp={3} dir="auto">
            {bio}
          </Text>
        )}

        <SkillBadges skills={skills} />

        <Stack gap="xs" mt="auto" pt="xs">
          {actions}
        </Stack>
      </Stack>
    </Card>
  );
}

/** A `PersonCard` while the grid loads; `detailsLine` is the width of the line under the heading. */
export function PersonCardSkeleton({ detailsLine }: { detailsLine: 'badge' | 'text' }) {
  return (
    <Card h="100%">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Skeleton h={48} w={48} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={18} w="65%" />
            <Skeleton h={12} w="45%" />
          </Stack>
        </Group>
        {detailsLine === 'badge' ? <Skeleton h={20} w="40%" radius="sm" /> : <Skeleton h={12} w="50%" />}
        <Skeleton h={12} />
        <Skeleton h={12} w="85%" />
        <Group gap={6}>
          <Skeleton h={20} w={64} radius="sm" />
          <Skeleton h={20} w={72} radius="sm" />
          <Skeleton h={20} w={56} radius="sm" />
        </Group>
        <Skeleton h={36} mt="sm" />
      </Stack>
    </Card>
  );
}

/** An icon button at a person card's foot, with its tooltip; `ariaLabel` names whose it is ("Edit Amal's CV"). */
export function CardIconAction({
  label,
  ariaLabel,
  icon: Icon,
  color,
  onClick,
}: {
  label: string;
  ariaLabel: string;
  icon: TablerIcon;
  color?: MantineColor;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} size="lg" aria-label={ariaLabel} onClick={onClick}>
        <Icon size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
