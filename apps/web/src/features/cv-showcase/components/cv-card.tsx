import type { CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconBriefcase, IconEdit, IconFileDownload, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth.tsx';
import { viewCv } from './view-cv.ts';
import { CardIconAction, PersonCard } from '../../../components/person-card.tsx';
import { ContactLinks } from '../../../components/contact-links.tsx';

type Props = {
  cv: CvEntry;
  onProfile: (cv: CvEntry) => void;
  onEdit: (cv: CvEntry) => void;
};

export const yearsText = (years: number | null) =>
  years === null ? null : `${years} ${years === 1 ? 'year' : 'years'} of experience`;

/**
 * One CV: who, what and which section, three skills, how to reach them; Edit for the owner or an admin, a lock
 * for other members and 'Login to Edit' for a visitor who is not signed in.
 */
export function CvCard({ cv, onProfile, onEdit }: Props) {
  const { isAuthenticated } = useAuth();
  const [isOpening, setIsOpening] = useState(false);
  const headingId = `cv-${cv.id}`;
  const years = yearsText(cv.yearsOfExperience);

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
            {cv.section}
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
            <Button variant="light" onClick={() => onProfile(cv)} aria-label={`View Profile of ${cv.name}`}>
              View Profile
            </Button>
            <Button
              leftSection={<IconFileDownload size={16} />}
              onClick={openCv}
              loading={isOpening}
              disabled={!cv.cvStorageId}
              aria-label={`View CV of ${cv.name}`}
            >
              View CV
            </Button>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={4} wrap="nowrap">
              <ContactLinks name={cv.name} email={cv.email} phone={cv.phone} linkedinUrl={cv.linkedinUrl} />
            </Group>
            {cv.canEdit ? (
              <CardIconAction
                label="Edit"
                ariaLabel={`Edit ${cv.name}'s CV`}
                icon={IconEdit}
                onClick={() => onEdit(cv)}
              />
            ) : !isAuthenticated ? (
              <Button variant="default" size="xs" leftSection={<IconLock size={14} />} disabled>
                Login to Edit
              </Button>
            ) : (
              <Tooltip label="Only the owner can edit">
                {/* A disabled button gets no pointer events, so the tooltip listens on this wrapper. */}
                <span>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    disabled
                    aria-label="Only the owner can edit"
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
