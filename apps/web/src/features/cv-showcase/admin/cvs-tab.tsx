import type { CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconEye, IconFileText, IconTargetArrow, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PagedList } from '../../../components/paged-list.tsx';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { confirmDelete } from '../../../components/confirm.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { MatchingJobsModal } from '../../cv-match/admin.ts';
import { ADMIN_CVS_PAGE_SIZE, useAdminCvs, useDeleteCv } from '../api/admin-cvs.ts';
import { viewCv } from '../components/view-cv.ts';
import { ListHeading } from '../../../components/list-heading.tsx';
import { SkillBadges } from '../../../components/skill-badges.tsx';
import { countedTitle } from '../../../lib/list-total.ts';
import { sectionLabel, useText as useShowcaseText } from '../texts.ts';
import { useText } from './texts.ts';

function CvAdminCard({
  cv,
  onDelete,
  onMatch,
}: {
  cv: CvEntry;
  onDelete: (cv: CvEntry) => void;
  onMatch: (cv: CvEntry) => void;
}) {
  const t = useText();
  const showcaseText = useShowcaseText();
  const [isOpening, setIsOpening] = useState(false);
  return (
    <Card component="article" aria-label={t('cv-showcase.admin.cvOf', { name: cv.name })} h="100%">
      <Stack gap="xs" h="100%">
        <div>
          <Text fw={700} lh={1.3} dir="auto">
            {cv.name}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
            {cv.title}
          </Text>
        </div>
        <Group gap={6}>
          <Badge variant="light" radius="sm" tt="none">
            {sectionLabel(showcaseText, cv.section)}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} dir="auto">
          {cv.email}
        </Text>
        {cv.experience && (
          <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
            {cv.experience}
          </Text>
        )}
        <SkillBadges skills={cv.skills} label={null} />
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconFileText size={15} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" truncate>
            {cv.cvFileName ?? t('cv-showcase.admin.noFile')} · {formatLocalDateTime(cv.createdAt)}
          </Text>
        </Group>
        <Group gap="xs" mt="auto" pt="xs" grow>
          <Button
            variant="light"
            leftSection={<IconEye size={16} />}
            loading={isOpening}
            disabled={!cv.cvStorageId}
            aria-label={t('cv-showcase.admin.viewCvOf', { name: cv.name })}
            onClick={async () => {
              setIsOpening(true);
              await viewCv(cv, { isNewTabFallback: true });
              setIsOpening(false);
            }}
          >
            {t('cv-showcase.admin.view')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconTargetArrow size={16} />}
            aria-label={t('cv-showcase.admin.matchingJobsFor', { name: cv.name })}
            onClick={() => onMatch(cv)}
          >
            {t('cv-showcase.admin.jobs')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            aria-label={t('cv-showcase.admin.deleteCvOf', { name: cv.name })}
            onClick={() => onDelete(cv)}
          >
            {t('cv-showcase.admin.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** CVs: a card grid of every uploaded CV with view and delete. */
export function CvsTab() {
  const t = useText();
  const paging = usePagedList({ pageSize: ADMIN_CVS_PAGE_SIZE });
  const [matching, setMatching] = useState<CvEntry | null>(null);
  const list = useAdminCvs(paging.debouncedSearch, paging.page);
  const remove = useDeleteCv();

  const deleteCv = (cv: CvEntry) =>
    confirmDelete(t('cv-showcase.admin.cv'), t('cv-showcase.admin.deleteMessage', { name: cv.name }), () =>
      remove.mutateAsync(cv.id),
    );

  return (
    <Stack gap="lg">
      <ListHeading
        title={countedTitle(t('cv-showcase.admin.title'), list)}
        description={t('cv-showcase.admin.description')}
      />
      <PagedList
        search={{
          label: t('cv-showcase.admin.searchCvs'),
          placeholder: t('cv-showcase.admin.searchPlaceholder'),
        }}
        query={list}
        paging={paging}
        what={t('cv-showcase.admin.listName')}
        pagesLabel={t('cv-showcase.admin.cvPages')}
        skeleton={<CardGridSkeleton spacing="md" card={<Skeleton h={220} radius="lg" />} />}
        empty={{
          icon: <IconFileText size={28} />,
          title: t('cv-showcase.admin.noCvs'),
          text: t('cv-showcase.admin.noCvsText'),
        }}
        emptyMatching={{
          title: t('cv-showcase.admin.noMatchingCvs'),
          text: t('cv-showcase.admin.tryAnotherSearch'),
        }}
      >
        {(cvs) => (
          <CardGrid spacing="md">
            {cvs.map((cv) => (
              <CvAdminCard
                key={cv.id}
                cv={cv}
                onDelete={(chosen) => void deleteCv(chosen)}
                onMatch={setMatching}
              />
            ))}
          </CardGrid>
        )}
      </PagedList>
      <MatchingJobsModal cv={matching} onClose={() => setMatching(null)} />
    </Stack>
  );
}
