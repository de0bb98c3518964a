import { Badge, Button, Card, Group, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileDownload, IconMountain, IconSailboat } from '@tabler/icons-react';
import { useState } from 'react';
import { CardGridSkeleton, CardSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { formatLongDate } from '../../../lib/dates.ts';
import { TRIPS_PAGE_SIZE, usePaddleDocument, useTrips } from '../api/activities.ts';
import { openDocument } from '../components/open-document.ts';
import { TRIP_IMAGE_HEIGHT, TripCard } from '../components/trip-card.tsx';
import { CardGrid } from '../../../components/card-grid-skeleton.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { countedTitle } from '../../../lib/list-total.ts';
import { useText } from '../texts.ts';

/** The paddle club's one document, with a download button. */
function PaddleCard() {
  const t = useText();
  const paddle = usePaddleDocument();
  const [isDownloading, setIsDownloading] = useState(false);
  const document = paddle.data?.document ?? null;

  const download = async () => {
    setIsDownloading(true);
    await openDocument(document?.documentStorageId ?? null);
    setIsDownloading(false);
  };

  return (
    <Card padding="xl" maw={640} aria-labelledby="paddle-title">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={52} radius="xl" variant="light">
            <IconSailboat size={28} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title id="paddle-title" order={2} fz="xl">
              {t('activities.paddleTitle')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('activities.paddleIntro')}
            </Text>
          </div>
        </Group>
        {paddle.isPending ? (
          <Skeleton h={20} w="60%" role="status" aria-label={t('activities.paddleLoading')} />
        ) : paddle.isError ? (
          <LoadFailedAlert title={t('activities.paddleLoadFailed')} query={paddle} />
        ) : document ? (
          <Stack gap={2}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{t('activities.paddleDocument')}</Text>
              <Badge variant="light" color="teal">
                {t('activities.active')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('activities.paddleUpdated', {
                fileName: document.documentFileName,
                date: formatLongDate(document.updatedAt),
              })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('activities.paddleNone')}
          </Text>
        )}
        <Button
          leftSection={<IconFileDownload size={18} />}
          loading={isDownloading}
          disabled={paddle.isPending}
          onClick={download}
          w="fit-content"
        >
          {t('activities.downloadDocument')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /activities: the paddle club document and the community's trips. */
export function ActivitiesPage() {
  const t = useText();
  const [tab, setTab] = useState<string | null>('paddle');
  const paging = usePagedList({ pageSize: TRIPS_PAGE_SIZE });
  const trips = useTrips(paging.page);
  // No count while it is not known: loading, or the trips failed to load.
  const tripsLabel = countedTitle(t('activities.tripsTab'), trips);

  return (
    <PageContainer>
      <PageHeader title={t('activities.pageTitle')} description={t('activities.pageDescription')} />
      <Tabs value={tab} onChange={setTab} variant="pills">
        <Tabs.List mb="lg">
          <Tabs.Tab value="paddle" leftSection={<IconSailboat size={16} />}>
            {t('activities.paddleTab')}
          </Tabs.Tab>
          <Tabs.Tab value="trips" leftSection={<IconMountain size={16} />}>
            {tripsLabel}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="paddle">
          <PaddleCard />
        </Tabs.Panel>
        <Tabs.Panel value="trips">
          <PagedList
            query={trips}
            paging={paging}
            what={t('activities.tripsNoun')}
            pagesLabel={t('activities.tripPages')}
            isPageList
            retryLabel={t('activities.tryAgain')}
            skeleton={
              <CardGridSkeleton
                label={t('activities.tripsLoading')}
                count={3}
                card={<CardSkeleton imageHeight={TRIP_IMAGE_HEIGHT} lines={2} />}
              />
            }
            empty={{
              icon: <IconMountain size={28} />,
              title: t('activities.noTripsTitle'),
              text: t('activities.noTripsText'),
            }}
          >
            {(items) => (
              <CardGrid>
                {items.map((trip) => (
                  <TripCard key={trip.id} trip={trip} />
                ))}
              </CardGrid>
            )}
          </PagedList>
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
