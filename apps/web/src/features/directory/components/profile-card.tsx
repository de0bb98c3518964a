import type { Profile } from '@hub/contract/directory/profile.schema';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconEdit, IconFileDescription, IconTrash } from '@tabler/icons-react';
import { viewProfileFile } from './view-file.ts';
import { CardIconAction, PersonCard } from '../../../components/person-card.tsx';
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
    <PersonCard
      headingId={headingId}
      person={profile}
      aside={
        profile.isOwner && (
          <Badge variant="light" color="indigo" style={{ flexShrink: 0 }}>
            You
          </Badge>
        )
      }
      details={
        (profile.company || profile.industry) && (
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
        )
      }
      actions={
        <>
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
                  <CardIconAction
                    label="Edit"
                    ariaLabel={`Edit ${profile.name}'s profile`}
                    icon={IconEdit}
                    onClick={() => onEdit(profile)}
                  />
                  <CardIconAction
                    label="Delete"
                    ariaLabel={`Delete ${profile.name}'s profile`}
                    icon={IconTrash}
                    color="red"
                    onClick={() => onDelete(profile)}
                  />
                </>
              )}
            </Group>
          </Group>
        </>
      }
    />
  );
}
