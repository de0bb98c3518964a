import type { WhatsNewItem, WhatsNewKind } from '@hub/contract/whats-new/whats-new.schema';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import type { MessageId } from '../../../i18n/i18n.ts';
import { useText } from '../../../i18n/language-provider.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { readVisitStart, type VisitStart } from '../../../lib/last-visit.ts';
import { postDetailsPath } from '../../../lib/post-paths.ts';
import { useWhatsNew } from '../api/get-whats-new.ts';
import classes from '../pages/home-page.module.css';

const KINDS: Record<WhatsNewKind, { labelId: MessageId; color: string; pathOf: (id: string) => string }> = {
  job: { labelId: 'home.kindJob', color: 'blue', pathOf: (id) => postDetailsPath('job', id) },
  internship: {
    labelId: 'home.kindInternship',
    color: 'grape',
    pathOf: (id) => postDetailsPath('internship', id),
  },
  benefit: { labelId: 'home.kindBenefit', color: 'orange', pathOf: () => '/community-benefits' },
  course: { labelId: 'home.kindCourse', color: 'teal', pathOf: (id) => `/courses/${id}` },
  training: { labelId: 'home.kindTraining', color: 'cyan', pathOf: () => '/training' },
};

function NewItem({ item }: { item: WhatsNewItem }) {
  const kind = KINDS[item.kind];
  const t = useText();
  return (
    <Card className={classes.featureCard} padding="md">
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Badge size="sm" variant="light" color={kind.color}>
          {t(kind.labelId)}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatLongDate(item.at)}
        </Text>
      </Group>
      <Text
        component={Link}
        to={kind.pathOf(item.id)}
        fw={600}
        className={classes.featureLink}
        lineClamp={2}
        dir="auto"
      >
        {item.title}
      </Text>
      {item.subtitle && (
        <Text size="sm" c="dimmed" truncate dir="auto">
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
  const t = useText();
  const memberId = useAuth().user?.id;
  const [visit, setVisit] = useState<VisitStart | null>(null);
  // Read in the browser once the member is known (the page is prerendered and painted before the session check).
  useEffect(() => {
    if (memberId) setVisit(readVisitStart(memberId));
  }, [memberId]);
  const news = useWhatsNew(visit?.since ?? null);
  const title = visit?.isSinceLastVisit ? t('home.newSinceLastVisit') : t('home.thisWeek');

  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Stack gap={2}>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" size="sm">
          {t('home.newlyPublished')}
        </Text>
      </Stack>
      {!visit || news.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label={t('home.loadingNews')}>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : news.isError ? (
        <LoadFailedAlert title={t('home.newsFailed')} query={news} />
      ) : news.data.items.length === 0 ? (
        <EmptyState
          icon={<IconSparkles size={28} />}
          title={t('home.nothingNew')}
          text={visit.isSinceLastVisit ? t('home.nothingSinceLastVisit') : t('home.nothingThisWeek')}
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
