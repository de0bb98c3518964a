import type { WhatsNewItem, WhatsNewKind } from '@hub/contract/whats-new/whats-new.schema';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { readVisitStart, type VisitStart } from '../../../lib/last-visit.ts';
import { postDetailsPath } from '../../../lib/post-paths.ts';
import { useWhatsNew } from '../api/get-whats-new.ts';
import classes from '../pages/home-page.module.css';

const KINDS: Record<WhatsNewKind, { label: string; color: string; pathOf: (id: string) => string }> = {
  job: { label: 'Job', color: 'blue', pathOf: (id) => postDetailsPath('job', id) },
  internship: { label: 'Internship', color: 'grape', pathOf: (id) => postDetailsPath('internship', id) },
  benefit: { label: 'Benefit', color: 'orange', pathOf: () => '/community-benefits' },
  course: { label: 'Course', color: 'teal', pathOf: (id) => `/courses/${id}` },
  training: { label: 'Training', color: 'cyan', pathOf: () => '/training' },
};

function NewItem({ item }: { item: WhatsNewItem }) {
  const kind = KINDS[item.kind];
  return (
    <Card className={classes.featureCard} padding="md">
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Badge size="sm" variant="light" color={kind.color}>
          {kind.label}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatLongDate(item.at)}
        </Text>
      </Group>
      <Text component={Link} to={kind.pathOf(item.id)} fw={600} className={classes.featureLink} lineClamp={2}>
        {item.title}
      </Text>
      {item.subtitle && (
        <Text size="sm" c="dimmed" truncate>
          {item.subtitle}
        </Text>
      )}
    </Card>
  );
}

/**
 * The home page's first section for a member who comes back: what was published since their last visit (the past
 * week on a first visit), each linking to the thing itself.
 */
export function WhatsNew() {
  const memberId = useAuth().user?.id;
  const [visit, setVisit] = useState<VisitStart | null>(null);
  // Read in the browser once the member is known (the page is prerendered and painted before the session check).
  useEffect(() => {
    if (memberId) setVisit(readVisitStart(memberId));
  }, [memberId]);
  const news = useWhatsNew(visit?.since ?? null);
  const title = visit?.isSinceLastVisit ? 'New since your last visit' : 'This week';

  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Stack gap={2}>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" size="sm">
          Newly published jobs, internships, benefits, courses and trainings.
        </Text>
      </Stack>
      {!visit || news.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading what is new">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : news.isError ? (
        <LoadFailedAlert title="Could not load what is new" query={news} />
      ) : news.data.items.length === 0 ? (
        <EmptyState
          icon={<IconSparkles size={28} />}
          title="Nothing new yet"
          text={
            visit.isSinceLastVisit
              ? 'Nothing was published since your last visit. New jobs, internships and offers will show here.'
              : 'Nothing was published this week. New jobs, internships and offers will show here.'
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {news.data.items.map((item) => (
            <NewItem key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
