import type { Profile } from '@hub/contract/directory/profile.schema';
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconBuilding, IconEdit, IconFileDescription, IconTrash } from '@tabler/icons-react';
import { viewProfileFile } from './view-file.ts';
import { SkillBadges } from '../../../components/skill-badges.tsx';
import { ContactLinks } from '../../../components/contact-links.tsx';

type Props = {
  profile: Profile;
  onDetails: (profile: Profile) => void;
  onEdit: (profile: Profile) => void;
  onDelete: (profile: Profile) => void;
};

/** One directory profile: who they are, three skills, how to reach them; Edit and Delete for the owner. */
export function ProfileCard({ profile, onDetails, onEdit, onDelete }: Props) {
  const headingId = `profile-${profile.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar color="initials" name={profile.name} radius="xl" size={48} aria-hidden />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text id={headingId} component="h2" fw={700} size="lg" lh={1.3}>
              {profile.name}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {profile.title}
            </Text>
          </div>
          {profile.isOwner && (
            <Badge variant="light" color="indigo" style={{ flexShrink: 0 }}>
              You
            </Badge>
          )}
        </Group>

        {(profile.company || profile.industry) && (
          <Stack gap={6}>
            {profile.company && (
              <Group gap={6} wrap="nowrap" c="dimmed">
                <IconBuilding size={15} aria-hidden />
                <Text size="sm" truncate>
                  {profile.company}
                </Text>
              </Group>
            )}
            {profile.industry && (
              <Badge variant="outline" radius="sm" tt="none" fw={500} w="fit-content">
                {profile.industry}
              </Badge>
            )}
          </Stack>
        )}

        {profile.bio && (
          <Text size="sm" lineClamp={3}>
            {profile.bio}
          </Text>
        )}

        <SkillBadges skills={profile.skills} />

        <Stack gap="xs" mt="auto" pt="xs">
          {profile.kind === 'corporate' && (
            <Button
              variant="light"
              leftSection={<IconFileDescription size={16} />}
              onClick={() => viewProfileFile(profile)}
              aria-label={`View Portfolio of ${profile.name}`}
            >
              View Portfolio
            </Button>
          )}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Button
              variant={profile.kind === 'corporate' ? 'default' : 'light'}
              onClick={() => onDetails(profile)}
              aria-label={`View Details of ${profile.name}`}
            >
              View Details
            </Button>
            <Group gap={4} wrap="nowrap">
              <ContactLinks name={profile.name} email={profile.contact} linkedinUrl={profile.linkedinUrl} />
              {profile.isOwner && (
                <>
                  <Tooltip label="Edit">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={`Edit ${profile.name}'s profile`}
                      onClick={() => onEdit(profile)}
                    >
                      <IconEdit size={20} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Delete ${profile.name}'s profile`}
                      onClick={() => onDelete(profile)}
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Tooltip>
                </>
              )}
            </Group>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}

export function ProfileCardSkeleton() {
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
        <Skeleton h={12} w="50%" />
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
