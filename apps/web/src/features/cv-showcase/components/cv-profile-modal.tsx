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
import { sectionLabel, useText, yearsText } from '../texts.ts';
import { viewCv } from './view-cv.ts';

/** The full CV profile: everything on the card and more, with the CV file and contact links. */
export function CvProfileModal({ cv, onClose }: { cv: CvEntry | null; onClose: () => void }) {
  const t = useText();
  const years = cv ? yearsText(t, cv.yearsOfExperience) : null;
  return (
    <Modal
      opened={cv !== null}
      onClose={onClose}
      size="lg"
      title={cv ? t('cv-showcase.profileTitle', { name: cv.name }) : ''}
    >
      {cv && (
        <Stack gap="md">
          <DetailHeader name={cv.name}>
            <Text fw={700} size="xl" lh={1.3}>
              {cv.name}
            </Text>
            <Text c="dimmed">{cv.title}</Text>
            <Group gap="xs" mt={6}>
              <Badge variant="light" radius="sm" tt="none">
                {sectionLabel(t, cv.section)}
              </Badge>
              {years && (
                <Text size="sm" c="dimmed">
                  {years}
                </Text>
              )}
            </Group>
          </DetailHeader>

          <DetailTextSection title={t('cv-showcase.bio')} text={cv.bio} />
          <DetailSkillsSection skills={cv.skills} />
          <DetailTextSection title={t('cv-showcase.experience')} text={cv.experience} />
          <DetailTextSection title={t('cv-showcase.education')} text={cv.education} />

          <Divider />
          <DetailSection title={t('cv-showcase.contact')}>
            <ContactList email={cv.email} phone={cv.phone} linkedinUrl={cv.linkedinUrl} />
          </DetailSection>

          <Group justify="space-between" align="center" mt="xs">
            <Text size="xs" c="dimmed">
              {t('cv-showcase.added', { date: formatLongDate(cv.createdAt) })}
            </Text>
            <Button
              leftSection={<IconFileDownload size={16} />}
              disabled={!cv.cvStorageId}
              onClick={() => viewCv(cv)}
            >
              {t('cv-showcase.viewCv')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
