import type { Profile } from '@hub/contract/directory/profile.schema';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconEdit, IconFileDescription, IconTrash } from '@tabler/icons-react';
import { viewProfileFile } from './view-file.ts';
import { CardIconAction, PersonCard } from '../../../components/person-card.tsx';
import { ContactLinks } from '../../../components/contact-links.tsx';
import { useText } from '../texts.ts';
import { useChoiceLabels } from '../choice-labels.ts';

type Props = {
  profile: Profile;
  onDetails: (profile: Profile) => void;
  onEdit: (profile: Profile) => void;
  onDelete: (profile: Profile) => void;
};

/** One directory profile: who they are, three skills, how to reach them; Edit and Delete for the owner. */
export function ProfileCard({ profile, onDetails, onEdit, onDelete }: Props) {
  const t = useText();
  const labels = useChoiceLabels();
  const headingId = `profile-${profile.id}`;
  return (
    <PersonCard
      headingId={headingId}
      person={profile}
      aside={
        profile.isOwner && (
          <Badge variant="light" color="indigo" style={{ flexShrink: 0 }}>
            {t('directory.you')}
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
                {labels.industry(profile.industry)}
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
              aria-label={t('directory.viewPortfolioOf', { name: profile.name })}
            >
              {t('directory.viewPortfolio')}
            </Button>
          )}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Button
              variant={profile.kind === 'corporate' ? 'default' : 'light'}
              onClick={() => onDetails(profile)}
              aria-label={t('directory.viewDetailsOf', { name: profile.name })}
            >
              {t('directory.viewDetails')}
            </Button>
            <Group gap={4} wrap="nowrap">
              <ContactLinks name={profile.name} email={profile.contact} linkedinUrl={profile.linkedinUrl} />
              {profile.isOwner && (
                <>
                  <CardIconAction
                    label={t('directory.edit')}
                    ariaLabel={t('directory.editProfileOf', { name: profile.name })}
                    icon={IconEdit}
                    onClick={() => onEdit(profile)}
                  />
                  <CardIconAction
                    label={t('directory.delete')}
                    ariaLabel={t('directory.deleteProfileOf', { name: profile.name })}
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
