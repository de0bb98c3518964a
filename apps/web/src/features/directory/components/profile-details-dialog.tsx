import type { Profile } from '@hub/contract/directory/profile.schema';
import { Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { ContactList } from '../../../components/contact-links.tsx';
import { DetailHeader, DetailSkillsSection, DetailTextSection } from '../../../components/detail-parts.tsx';
import { viewProfileFile } from './view-file.ts';
import { useText } from '../texts.ts';
import { useChoiceLabels } from '../choice-labels.ts';

/** Everything a profile says, with its contact links and its file. */
export function ProfileDetailsDialog({ profile, onClose }: { profile: Profile | null; onClose: () => void }) {
  const t = useText();
  const labels = useChoiceLabels();
  return (
    <Modal opened={profile !== null} onClose={onClose} size="lg" title={profile?.name ?? ''}>
      {profile && (
        <Stack gap="md">
          <DetailHeader name={profile.name}>
            <Text fw={600}>{profile.title}</Text>
            {profile.company && <Text c="dimmed">{profile.company}</Text>}
            <Group gap={6} mt={6}>
              <Badge variant="light">
                {profile.kind === 'corporate'
                  ? t('directory.kindCorporate')
                  : t('directory.kindProfessional')}
              </Badge>
              {profile.industry && (
                <Badge variant="outline" tt="none" fw={500}>
                  {labels.industry(profile.industry)}
                </Badge>
              )}
              {profile.experienceLevel && (
                <Badge variant="outline" color="indigo" tt="none" fw={500}>
                  {labels.experienceLevel(profile.experienceLevel)}
                </Badge>
              )}
            </Group>
          </DetailHeader>

          <DetailTextSection title={t('directory.about')} text={profile.bio} />
          <DetailTextSection title={t('directory.howTheyCanSupport')} text={profile.howCanYouSupport} />
          <DetailSkillsSection skills={profile.skills} />

          <Divider />
          <ContactList
            email={profile.contact}
            phone={profile.phone}
            linkedinUrl={profile.linkedinUrl}
            linkedinText={t('directory.linkedinProfile')}
          />

          <Group justify="flex-end" gap="sm">
            {profile.kind === 'corporate' ? (
              <Button
                variant="light"
                leftSection={<IconFileDescription size={16} />}
                onClick={() => viewProfileFile(profile)}
              >
                {t('directory.viewPortfolio')}
              </Button>
            ) : (
              profile.fileStorageId && (
                <Button
                  variant="light"
                  leftSection={<IconFileDescription size={16} />}
                  onClick={() => viewProfileFile(profile)}
                >
                  {t('directory.viewCv')}
                </Button>
              )
            )}
            <Button variant="default" onClick={onClose}>
              {t('directory.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
