import { Anchor, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCvMatches, useJobOptions } from '../api/cv-match.ts';
import { FormulaPopover, ScoreRing, SkillBadges } from './match-parts.tsx';
import { ListHeading } from '../../../components/list-heading.tsx';
import { useText } from './texts.ts';

/** CV-Job Match: pick a job and see the CVs ranked by a computed, explainable score. */
export function CvJobMatchTab() {
  const t = useText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [jobId, setJobId] = useState<string | null>(null);
  const options = useJobOptions(debounced);
  const matches = useCvMatches(jobId);

  const openCv = (storageId: string) =>
    downloadFile(`/files/${storageId}`).catch(() =>
      showToast({
        title: t('cv-match.admin.error'),
        message: t('cv-match.admin.documentNotAvailable'),
        isDestructive: true,
      }),
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <ListHeading title={t('cv-match.admin.title')} description={t('cv-match.admin.description')} />
        <FormulaPopover />
      </Group>
      <Select
        label={t('cv-match.admin.job')}
        placeholder={t('cv-match.admin.jobPlaceholder')}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={t('cv-match.admin.noOption')}
        data={(options.data?.items ?? []).map((job) => ({
          value: job.id,
          label: `${job.title} · ${job.company}`,
        }))}
        value={jobId}
        onChange={setJobId}
        maw={560}
      />
      {!jobId ? (
        <EmptyState title={t('cv-match.admin.pickJob')} text={t('cv-match.admin.pickJobText')} />
      ) : matches.isPending ? (
        <TableSkeleton rows={4} />
      ) : matches.isError ? (
        <Text c="red">{t('cv-match.admin.couldNotCompute', { reason: matches.error.message })}</Text>
      ) : matches.data.items.length === 0 ? (
        <EmptyState title={t('cv-match.admin.noMatchingCvs')} text={t('cv-match.admin.noMatchingCvsText')} />
      ) : (
        <Stack gap="sm">
          {matches.data.items.map((match, index) => (
            <Card key={match.cvId} padding="md">
              <Group align="flex-start" wrap="nowrap" gap="md">
                <ScoreRing score={match.score} />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs" justify="space-between">
                    <Text fw={700}>
                      {index + 1}. {match.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {match.yearsOfExperience === null
                        ? t('cv-match.admin.yearsNotGiven')
                        : t('cv-match.admin.yearsOfExperience', { count: match.yearsOfExperience })}
                    </Text>
                  </Group>
                  <Text size="sm">
                    {match.title} · {match.section}
                  </Text>
                  <SkillBadges matched={match.matchedSkills} missing={match.missingSkills} />
                  <Text size="xs" c="dimmed">
                    {t('cv-match.admin.breakdown', {
                      skills: Math.round(match.breakdown.skills * 100),
                      text: Math.round(match.breakdown.text * 100),
                      industry: t(match.breakdown.industry ? 'cv-match.admin.yes' : 'cv-match.admin.no'),
                      experience: Math.round(match.breakdown.experience * 100),
                    })}
                  </Text>
                  <Group gap="xs" mt={4}>
                    {match.cvStorageId && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconFileDownload size={14} />}
                        onClick={() => match.cvStorageId && openCv(match.cvStorageId)}
                        aria-label={t('cv-match.admin.viewCvOf', { name: match.name })}
                      >
                        {t('cv-match.admin.viewCv')}
                      </Button>
                    )}
                    <Anchor
                      size="sm"
                      component={Link}
                      to={`/cv-showcase?${new URLSearchParams({ search: match.name, cv: match.cvId })}`}
                      aria-label={t('cv-match.admin.viewProfileOf', { name: match.name })}
                    >
                      {t('cv-match.admin.viewProfile')}
                    </Anchor>
                    <Anchor size="sm" href={`mailto:${match.email}`}>
                      {match.email}
                    </Anchor>
                  </Group>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
