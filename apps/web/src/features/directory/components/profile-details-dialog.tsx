import type { Profile } from '@hub/contract/directory/profile.schema';
import { Anchor, Avatar, Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconFileDescription, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { viewProfileFile } from './view-file.ts';

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
        {label}
      </Text>
      {children}
    </div>
  );
}

/** Everything a profile says, with its contact links and its file. */
export function ProfileDetailsDialog({ profile, onClose }: { profile: Profile | null; onClose: () => void }) {
  return (
    <Modal opened={profile !== null} onClose={onClose} size="lg" title={profile?.name ?? ''}>
      {profile && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Avatar color="initials" name={profile.name} radius="xl" size={56} aria-hidden />
            <div style={{ minWidth: 0 }}>
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
            </div>
          </Group>

          {profile.bio && (
            <Section label="About">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {profile.bio}
              </Text>
            </Section>
          )}
          {profile.howCanYouSupport && (
            <Section label="How they can support the community">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {profile.howCanYouSupport}
              </Text>
            </Section>
          )}
          {profile.skills.length > 0 && (
            <Section label="Skills">
              <Group gap={6}>
                {profile.skills.map((skill) => (
                  <Badge key={skill} variant="default" radius="sm" tt="none" fw={500}>
                    {skill}
                  </Badge>
                ))}
              </Group>
            </Section>
          )}

          <Divider />
          <Stack gap={6}>
            {profile.contact && (
              <Group gap={8} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                <Anchor href={`mailto:${profile.contact}`} size="sm" truncate>
                  {profile.contact}
                </Anchor>
              </Group>
            )}
            {profile.phone && (
              <Group gap={8} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <Anchor href={`tel:${profile.phone.replace(/\s+/g, '')}`} size="sm">
                  {profile.phone}
                </Anchor>
              </Group>
            )}
            {profile.linkedinUrl && (
              <Group gap={8} wrap="nowrap">
                <IconBrandLinkedin size={16} aria-hidden />
                <Anchor
                  href={profile.linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  truncate
                >
                  LinkedIn profile
                </Anchor>
              </Group>
            )}
          </Stack>

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
