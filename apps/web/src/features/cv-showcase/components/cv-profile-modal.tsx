import type { CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { Anchor, Avatar, Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconFileDownload, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../../lib/dates.ts';
import { yearsText } from './cv-card.tsx';
import { viewCv } from './view-cv.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The full CV profile: everything on the card and more, with the CV file and contact links. */
export function CvProfileModal({ cv, onClose }: { cv: CvEntry | null; onClose: () => void }) {
  const years = cv ? yearsText(cv.yearsOfExperience) : null;
  return (
    <Modal opened={cv !== null} onClose={onClose} size="lg" title={cv ? `${cv.name}'s profile` : ''}>
      {cv && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Avatar color="initials" name={cv.name} radius="xl" size={56} aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="xl" lh={1.3}>
                {cv.name}
              </Text>
              <Text c="dimmed">{cv.title}</Text>
              <Group gap="xs" mt={6}>
                <Badge variant="light" radius="sm" tt="none">
                  {cv.section}
                </Badge>
                {years && (
                  <Text size="sm" c="dimmed">
                    {years}
                  </Text>
                )}
              </Group>
            </div>
          </Group>

          {cv.bio && (
            <Section title="Bio">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {cv.bio}
              </Text>
            </Section>
          )}
          {cv.skills.length > 0 && (
            <Section title="Skills">
              <Group gap={6}>
                {cv.skills.map((skill) => (
                  <Badge key={skill} variant="default" radius="sm" tt="none" fw={500}>
                    {skill}
                  </Badge>
                ))}
              </Group>
            </Section>
          )}
          {cv.experience && (
            <Section title="Experience">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {cv.experience}
              </Text>
            </Section>
          )}
          {cv.education && (
            <Section title="Education">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {cv.education}
              </Text>
            </Section>
          )}

          <Divider />
          <Section title="Contact">
            <Stack gap={6}>
              <Group gap={8} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                <Anchor href={`mailto:${cv.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {cv.email}
                </Anchor>
              </Group>
              {cv.phone && (
                <Group gap={8} wrap="nowrap">
                  <IconPhone size={16} aria-hidden />
                  <Anchor href={`tel:${cv.phone.replace(/[^\d+]/g, '')}`} size="sm">
                    {cv.phone}
                  </Anchor>
                </Group>
              )}
              {cv.linkedinUrl && (
                <Group gap={8} wrap="nowrap">
                  <IconBrandLinkedin size={16} aria-hidden />
                  <Anchor
                    href={cv.linkedinUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {cv.linkedinUrl}
                  </Anchor>
                </Group>
              )}
            </Stack>
          </Section>

          <Group justify="space-between" align="center" mt="xs">
            <Text size="xs" c="dimmed">
              Added {formatLongDate(cv.createdAt)}
            </Text>
            <Button
              leftSection={<IconFileDownload size={16} />}
              disabled={!cv.cvStorageId}
              onClick={() => viewCv(cv)}
            >
              View CV
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
