import type { Profile } from '@hub/contract/directory/profile.schema';
import { Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { ContactList } from '../../../components/contact-links.tsx';
import { DetailHeader, DetailSkillsSection, DetailTextSection } from '../../../components/detail-parts.tsx';
import { viewProfileFile } from './view-file.ts';

/** Everything a profile says, with its contact links and its file. */
export function ProfileDetailsDialog({ profile, onClose }: { profile: Profile | null; onClose: () => void }) {
  return (
    <Modal opened={profile !== null} onClose={onClose} size="lg" title={profile?.name ?? ''}>
      {profile && (
        <Stack gap="md">
          <DetailHeader name={profile.name}>
            <Text fw={600}>{profile.title}</Text>
            {profile.company && <Text c="dimmed">{profile.company}</Text>}
            <Group gap={6} mt={6}>
              <Badge variant="light">{profile.kind === 'corporate' ? 'Corporate' : 'Professional'}</Badge>
              {profile.industry && (
                <Badge variant="outline" tt="none" fw={500}>
                  {profile.industry}
                </Badge>
              )}
              {profile.experienceLevel && (
                <Badge variant="outline" color="indigo" tt="none" fw={500}>
                  {profile.experienceLevel}
                </Badge>
              )}
            </Group>
          </DetailHeader>

          <DetailTextSection title="About" text={profile.bio} />
          <DetailTextSection title="How they can support the community" text={profile.howCanYouSupport} />
          <DetailSkillsSection skills={profile.skills} />

          <Divider />
          <ContactList
            email={profile.contact}
            phone={profile.phone}
            linkedinUrl={profile.linkedinUrl}
            linkedinText="LinkedIn profile"
          />

          <Group justify="flex-end" gap="sm">
            {profile.kind === 'corporate' ? (
              <Button
                variant="light"
                leftSection={<IconFileDescription size={16} />}
                onClick={() => viewProfileFile(profile)}
              >
                View Portfolio
              </Button>
            ) : (
              profile.fileStorageId && (
                <Button
                  variant="light"
                  leftSection={<IconFileDescription size={16} />}
                  onClick={() => viewProfileFile(profile)}
                >
                  View CV
                </Button>
              )
            )}
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
