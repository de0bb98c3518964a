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

/** CV-Job Match: pick a job and see the CVs ranked by a computed, explainable score. */
export function CvJobMatchTab() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [jobId, setJobId] = useState<string | null>(null);
  const options = useJobOptions(debounced);
  const matches = useCvMatches(jobId);

  const openCv = (storageId: string) =>
    downloadFile(`/files/${storageId}`).catch(() =>
      showToast({ title: 'Error', message: 'Document is not available', isDestructive: true }),
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <ListHeading
          title="CV-Job Match"
          description={
            "Choose a job to see the residents' CVs that fit it best, with what matched and what is missing."
          }
        />
        <FormulaPopover />
      </Group>
      <Select
        label="Job"
        placeholder="Search jobs by title or company"
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage="No option found."
        data={(options.data?.items ?? []).map((job) => ({
          value: job.id,
          label: `${job.title} · ${job.company}`,
        }))}
        value={jobId}
        onChange={setJobId}
        maw={560}
      />
      {!jobId ? (
        <EmptyState title="Pick a job" text="The best matching CVs appear here, best first." />
      ) : matches.isPending ? (
        <TableSkeleton rows={4} />
      ) : matches.isError ? (
        <Text c="red">Could not compute matches: {matches.error.message}</Text>
      ) : matches.data.items.length === 0 ? (
        <EmptyState title="No matching CVs" text="No CV shares a skill or a key word with this job yet." />
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
                        ? 'Years of experience not given'
                        : `${match.yearsOfExperience} ${match.yearsOfExperience === 1 ? 'year' : 'years'} of experience`}
                    </Text>
                  </Group>
                  <Text size="sm">
                    {match.title} · {match.section}
                  </Text>
                  <SkillBadges matched={match.matchedSkills} missing={match.missingSkills} />
                  <Text size="xs" c="dimmed">
                    Skills {Math.round(match.breakdown.skills * 100)}% · Text{' '}
                    {Math.round(match.breakdown.text * 100)}% · Industry{' '}
                    {match.breakdown.industry ? 'yes' : 'no'} · Experience{' '}
                    {Math.round(match.breakdown.experience * 100)}%
                  </Text>
                  <Group gap="xs" mt={4}>
                    {match.cvStorageId && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconFileDownload size={14} />}
                        onClick={() => match.cvStorageId && openCv(match.cvStorageId)}
                        aria-label={`View CV of ${match.name}`}
                      >
                        View CV
                      </Button>
                    )}
                    <Anchor
                      size="sm"
                      component={Link}
                      to={`/cv-showcase?${new URLSearchParams({ search: match.name, cv: match.cvId })}`}
                      aria-label={`View profile of ${match.name}`}
                    >
                      View Profile
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
