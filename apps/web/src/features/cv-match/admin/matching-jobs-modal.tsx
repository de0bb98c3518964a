import { Card, Group, Modal, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { useJobMatches } from '../api/cv-match.ts';
import { FormulaPopover, ScoreRing, SkillBadges } from './match-parts.tsx';
import { useText } from './texts.ts';

/** The reverse match: the open jobs that fit one CV best, scored like the CV-Job Match tab. */
export function MatchingJobsModal({
  cv,
  onClose,
}: {
  cv: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const t = useText();
  const matches = useJobMatches(cv?.id ?? null);
  return (
    <Modal
      opened={cv !== null}
      onClose={onClose}
      size="lg"
      title={t('cv-match.admin.bestJobsFor', { name: cv?.name ?? '' })}
    >
      <Group justify="flex-end" mb="sm">
        <FormulaPopover />
      </Group>
      {matches.isPending ? (
        <TableSkeleton rows={3} />
      ) : matches.isError ? (
        <Text c="red">{t('cv-match.admin.couldNotCompute', { reason: matches.error.message })}</Text>
      ) : matches.data.items.length === 0 ? (
        <EmptyState
          title={t('cv-match.admin.noMatchingJobs')}
          text={t('cv-match.admin.noMatchingJobsText')}
        />
      ) : (
        <Stack gap="sm">
          {matches.data.items.map((job, index) => (
            <Card key={job.jobId} padding="sm">
              <Group align="flex-start" wrap="nowrap" gap="md">
                <ScoreRing score={job.score} />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700}>
                    {index + 1}. {job.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[job.company, job.industry, job.experienceLevel].filter(Boolean).join(' · ')}
                  </Text>
                  <SkillBadges matched={job.matchedSkills} missing={job.missingSkills} />
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
