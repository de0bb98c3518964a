import type { CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconFileText, IconSearch, IconTargetArrow, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { showToast } from '../../../lib/toast.ts';
import { MatchingJobsModal } from '../../cv-match/admin.ts';
import { ADMIN_CVS_PAGE_SIZE, useAdminCvs, useDeleteCv } from '../api/admin-cvs.ts';
import { viewCv } from '../components/view-cv.ts';

const CARD_SKILLS = 3;

function CvAdminCard({
  cv,
  onDelete,
  onMatch,
}: {
  cv: CvEntry;
  onDelete: (cv: CvEntry) => void;
  onMatch: (cv: CvEntry) => void;
}) {
  const [isOpening, setIsOpening] = useState(false);
  const extraSkills = cv.skills.length - CARD_SKILLS;
  return (
    <Card component="article" aria-label={`CV of ${cv.name}`} h="100%">
      <Stack gap="xs" h="100%">
        <div>
          <Text fw={700} lh={1.3}>
            {cv.name}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {cv.title}
          </Text>
        </div>
        <Group gap={6}>
          <Badge variant="light" radius="sm" tt="none">
            {cv.section}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {cv.email}
        </Text>
        {cv.experience && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {cv.experience}
          </Text>
        )}
        {cv.skills.length > 0 && (
          <Group gap={6}>
            {cv.skills.slice(0, CARD_SKILLS).map((skill) => (
              <Badge key={skill} variant="default" radius="sm" tt="none" fw={500}>
                {skill}
              </Badge>
            ))}
            {extraSkills > 0 && (
              <Text size="xs" c="dimmed">
                +{extraSkills} more
              </Text>
            )}
          </Group>
        )}
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconFileText size={15} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" truncate>
            {cv.cvFileName ?? 'No file'} · {formatLocalDateTime(cv.createdAt)}
          </Text>
        </Group>
        <Group gap="xs" mt="auto" pt="xs" grow>
          <Button
            variant="light"
            leftSection={<IconEye size={16} />}
            loading={isOpening}
            disabled={!cv.cvStorageId}
            aria-label={`View CV of ${cv.name}`}
            onClick={async () => {
              setIsOpening(true);
              await viewCv(cv, { isNewTabFallback: true });
              setIsOpening(false);
            }}
          >
            View
          </Button>
          <Button
            variant="light"
            color="grape"
            leftSection={<IconTargetArrow size={16} />}
            aria-label={`Matching jobs for ${cv.name}`}
            onClick={() => onMatch(cv)}
          >
            Jobs
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            aria-label={`Delete CV of ${cv.name}`}
            onClick={() => onDelete(cv)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** CVs: a card grid of every uploaded CV with view and delete. */
export function CvsTab() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [matching, setMatching] = useState<CvEntry | null>(null);
  const list = useAdminCvs(debouncedSearch, page);
  const remove = useDeleteCv();

  const deleteCv = async (cv: CvEntry) => {
    const isConfirmed = await confirm({
      title: 'Delete CV',
      message: `Delete ${cv.name}'s CV? It leaves the CV Showcase and its file is deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!isConfirmed) return;
    remove.mutate(cv.id, {
      onSuccess: () => showToast({ title: 'Success', message: 'CV deleted successfully!' }),
      onError: (error) =>
        showToast({ title: 'Error', message: `Failed to delete CV. ${error.message}`, isDestructive: true }),
    });
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_CVS_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          Uploaded CVs ({total})
        </Title>
        <Text c="dimmed" size="sm">
          Every CV in the showcase, newest first. Deleting one removes its file too.
        </Text>
      </div>
      <TextInput
        label="Search CVs"
        placeholder="Search by name, title, skills or bio"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          role="status"
          aria-label="Loading"
          aria-busy
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={220} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <EmptyState title="Could not load CVs" text={list.error.message} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<IconFileText size={28} />}
          title={debouncedSearch ? 'No matching CVs' : 'No CVs uploaded yet'}
          text={debouncedSearch ? 'Try another search.' : 'CVs residents upload appear here.'}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.data.items.map((cv) => (
            <CvAdminCard key={cv.id} cv={cv} onDelete={deleteCv} onMatch={setMatching} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="CV pages" />}
      <MatchingJobsModal cv={matching} onClose={() => setMatching(null)} />
    </Stack>
  );
}
