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

/** The paddle club's one document, with a download button. */
function PaddleCard() {
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
              Paddle Club
            </Title>
            <Text c="dimmed" mt={4}>
              The paddle club's document: schedules, rules and how to book a court.
            </Text>
          </div>
        </Group>
        {paddle.isPending ? (
          <Skeleton h={20} w="60%" role="status" aria-label="Loading the paddle document" />
        ) : paddle.isError ? (
          <LoadFailedAlert title="Could not load the paddle document" query={paddle} />
        ) : document ? (
          <Stack gap={2}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>Paddle club document</Text>
              <Badge variant="light" color="teal">
                Active
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {document.documentFileName} · updated {formatLongDate(document.updatedAt)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No document has been published yet.
          </Text>
        )}
        <Button
          leftSection={<IconFileDownload size={18} />}
          loading={isDownloading}
          disabled={paddle.isPending}
          onClick={download}
          w="fit-content"
        >
          Download Document
        </Button>
      </Stack>
    </Card>
  );
}

/** /activities: the paddle club document and the community's trips. */
export function ActivitiesPage() {
  const [tab, setTab] = useState<string | null>('paddle');
  const paging = usePagedList({ pageSize: TRIPS_PAGE_SIZE });
  const trips = useTrips(paging.page);
  // No count while it is not known: loading, or the trips failed to load.
  const tripsLabel = countedTitle('Trips', trips);

  return (
    <PageContainer>
      <PageHeader title="Activities" description="The paddle club and the community's trips." />
      <Tabs value={tab} onChange={setTab} variant="pills">
        <Tabs.List mb="lg">
          <Tabs.Tab value="paddle" leftSection={<IconSailboat size={16} />}>
            Paddle
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
            what="trips"
            pagesLabel="Trip pages"
            isPageList
            retryLabel="Try again"
            skeleton={
              <CardGridSkeleton
                label="Loading trips"
                count={3}
                card={<CardSkeleton imageHeight={TRIP_IMAGE_HEIGHT} lines={2} />}
              />
            }
            empty={{
              icon: <IconMountain size={28} />,
              title: 'No trips planned yet',
              text: 'Upcoming trips appear here as soon as the committee announces them.',
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
