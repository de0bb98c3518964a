import type { PublicInternship } from '@hub/contract/internships/internship.schema';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBuilding,
  IconCash,
  IconClock,
  IconInfoCircle,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { isPlainClick } from '../../../lib/plain-click.ts';
import { postDetailsPath } from '../../../lib/post-paths.ts';
import { splitSkills } from '../../../lib/skills.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { useChoiceLabels } from '../choice-labels.ts';
import { useText } from '../texts.ts';

/** Spec: three skill chips on a card. */
const CARD_SKILLS = 3;

type Props = {
  internship: PublicInternship;
  /** Opens the internship's whole text beside the list (or full screen): its title's click. */
  onOpen: (internship: PublicInternship) => void;
  /** The spec's details icon: the details dialog. */
  onDetails: (internship: PublicInternship) => void;
  /** The internship whose whole text is open beside the list. */
  isOpen?: boolean;
  /** Apply Now (or Applied) and Save. */
  actions: ReactNode;
};

export function InternshipCard({ internship, onOpen, onDetails, isOpen = false, actions }: Props) {
  const t = useText();
  const choices = useChoiceLabels();
  const skills = splitSkills(internship.skills);
  return (
    <Card
      component="article"
      aria-labelledby={`internship-${internship.id}`}
      aria-current={isOpen || undefined}
      h="100%"
      style={{ borderColor: isOpen ? 'var(--mantine-primary-color-filled)' : undefined }}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text id={`internship-${internship.id}`} component="h2" fw={700} size="lg" lh={1.3}>
              <Anchor
                component={Link}
                to={postDetailsPath('internship', internship.id)}
                dir="auto"
                inherit
                c="inherit"
                onClick={(event: MouseEvent) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onOpen(internship);
                }}
              >
                {internship.title}
              </Anchor>
            </Text>
            <Group gap={6} mt={4} c="dimmed" wrap="nowrap">
              <IconBuilding size={15} aria-hidden />
              <Text size="sm" truncate dir="auto">
                {internship.company}
              </Text>
            </Group>
          </div>
          <Badge variant="light" color={internship.isPaid ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
            {t(internship.isPaid ? 'internships.paid' : 'internships.unpaid')}
          </Badge>
        </Group>

        <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
          {internship.description}
        </Text>

        <Stack gap={6}>
          <Group gap={6} wrap="nowrap">
            <IconClock size={15} aria-hidden />
            <Text size="sm">{choices.duration(internship.duration)}</Text>
          </Group>
          {internship.location && (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={15} aria-hidden />
              <Text size="sm" truncate dir="auto">
                {internship.location}
              </Text>
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <IconUsers size={15} aria-hidden />
            <Text size="sm">
              {t('internships.positionCount', {
                count: internship.positions,
                positions: formatNumber(internship.positions),
              })}
            </Text>
          </Group>
          {internship.isPaid && internship.stipend && (
            <Group gap={6} wrap="nowrap">
              <IconCash size={15} aria-hidden />
              <Text size="sm" truncate>
                {internship.stipend}
              </Text>
            </Group>
          )}
        </Stack>

        {(internship.department || skills.length > 0) && (
          <Group gap={6}>
            {internship.department && (
              <Badge variant="outline" radius="sm">
                {choices.sector(internship.department)}
              </Badge>
            )}
            {skills.slice(0, CARD_SKILLS).map((skill) => (
              <Badge key={skill} variant="light" color="gray" radius="sm" tt="none">
                {skill}
              </Badge>
            ))}
            {skills.length > CARD_SKILLS && (
              <Text size="xs" c="dimmed">
                {t('internships.moreSkills', { count: formatNumber(skills.length - CARD_SKILLS) })}
              </Text>
            )}
          </Group>
        )}

        <Group gap="xs" mt="auto" pt="xs" wrap="nowrap">
          {actions}
          <Tooltip label={t('internships.details')}>
            <ActionIcon
              variant="default"
              size={36}
              aria-label={t('internships.viewDetailsOf', { title: internship.title })}
              onClick={() => onDetails(internship)}
            >
              <IconInfoCircle size={20} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
