import type { CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { ContactList } from '../../../components/contact-links.tsx';
import {
  DetailHeader,
  DetailSection,
  DetailSkillsSection,
  DetailTextSection,
} from '../../../components/detail-parts.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { yearsText } from './cv-card.tsx';
import { viewCv } from './view-cv.ts';

/** The full CV profile: everything on the card and more, with the CV file and contact links. */
export function CvProfileModal({ cv, onClose }: { cv: CvEntry | null; onClose: () => void }) {
  const years = cv ? yearsText(cv.yearsOfExperience) : null;
  return (
    <Modal opened={cv !== null} onClose={onClose} size="lg" title={cv ? `${cv.name}'s profile` : ''}>
      {cv && (
        <Stack gap="md">
          <DetailHeader name={cv.name}>
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
          </DetailHeader>

          <DetailTextSection title="Bio" text={cv.bio} />
          <DetailSkillsSection skills={cv.skills} />
          <DetailTextSection title="Experience" text={cv.experience} />
          <DetailTextSection title="Education" text={cv.education} />

          <Divider />
          <DetailSection title="Contact">
            <ContactList email={cv.email} phone={cv.phone} linkedinUrl={cv.linkedinUrl} />
          </DetailSection>

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
