import type { CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconBriefcase, IconEdit, IconFileDownload, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth.tsx';
import { viewCv } from './view-cv.ts';
import { CardIconAction, PersonCard } from '../../../components/person-card.tsx';
import { ContactLinks } from '../../../components/contact-links.tsx';
import { sectionLabel, useText, yearsText } from '../texts.ts';

type Props = {
  cv: CvEntry;
  onProfile: (cv: CvEntry) => void;
  onEdit: (cv: CvEntry) => void;
};

/**
 * One CV: who, what and which section, three skills, how to reach them; Edit for the owner or an admin, a lock
 * for other members and 'Login to Edit' for a visitor who is not signed in.
 */
export function CvCard({ cv, onProfile, onEdit }: Props) {
  const t = useText();
  const { isAuthenticated } = useAuth();
  const [isOpening, setIsOpening] = useState(false);
  const headingId = `cv-${cv.id}`;
  const years = yearsText(t, cv.yearsOfExperience);

  const openCv = async () => {
    setIsOpening(true);
    await viewCv(cv);
    setIsOpening(false);
  };

  return (
    <PersonCard
      headingId={headingId}
      person={cv}
      details={
        <Group gap="xs">
          <Badge variant="light" radius="sm" tt="none" fw={600}>
            {sectionLabel(t, cv.section)}
          </Badge>
          {years && (
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconBriefcase size={14} aria-hidden />
              <Text size="xs">{years}</Text>
            </Group>
          )}
        </Group>
      }
      actions={
        <>
          <Group gap="xs" grow>
            <Button
              variant="light"
              onClick={() => onProfile(cv)}
              aria-label={t('cv-showcase.viewProfileOf', { name: cv.name })}
            >
              {t('cv-showcase.viewProfile')}
            </Button>
            <Button
              leftSection={<IconFileDownload size={16} />}
              onClick={openCv}
              loading={isOpening}
              disabled={!cv.cvStorageId}
              aria-label={t('cv-showcase.viewCvOf', { name: cv.name })}
            >
              {t('cv-showcase.viewCv')}
            </Button>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={4} wrap="nowrap">
              <ContactLinks name={cv.name} email={cv.email} phone={cv.phone} linkedinUrl={cv.linkedinUrl} />
            </Group>
            {cv.canEdit ? (
              <CardIconAction
                label={t('cv-showcase.edit')}
                ariaLabel={t('cv-showcase.editCvOf', { name: cv.name })}
                icon={IconEdit}
                onClick={() => onEdit(cv)}
              />
            ) : !isAuthenticated ? (
              <Button variant="default" size="xs" leftSection={<IconLock size={14} />} disabled>
                {t('cv-showcase.loginToEdit')}
              </Button>
            ) : (
              <Tooltip label={t('cv-showcase.ownerOnly')}>
                {/* A disabled button gets no pointer events, so the tooltip listens on this wrapper. */}
                <span>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    disabled
                    aria-label={t('cv-showcase.ownerOnly')}
                  >
                    <IconLock size={18} />
                  </ActionIcon>
                </span>
              </Tooltip>
            )}
          </Group>
        </>
      }
    />
  );
}
