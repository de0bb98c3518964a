import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconFileDownload, IconMountain, IconSailboat } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { TRIPS_PAGE_SIZE, usePaddleDocument, useTrips } from '../api/activities.ts';
import { openDocument } from '../components/open-document.ts';
import { TRIP_IMAGE_HEIGHT, TripCard } from '../components/trip-card.tsx';

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
          <Text c="red" size="sm">
            Could not load the paddle document: {paddle.error.message}
          </Text>
        ) : document ? (
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="teal">
              Active
            </Badge>
            <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
              {document.documentFileName}
            </Text>
            <Text size="sm" c="dimmed">
              · updated {formatLongDate(document.updatedAt)}
            </Text>
          </Group>
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

function TripSkeletons() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      role="status"
      aria-label="Loading trips"
      aria-busy
    >
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index}>
          <Card.Section>
            <Skeleton h={TRIP_IMAGE_HEIGHT} radius={0} />
          </Card.Section>
          <Skeleton h={22} w="60%" mt="md" />
          <Skeleton h={12} mt="lg" />
          <Skeleton h={12} w="80%" mt={8} />
          <Skeleton h={36} mt="xl" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** /activities: the paddle club document and the community's trips. */
export function ActivitiesPage() {
  const [tab, setTab] = useState<string | null>('paddle');
  const [page, setPage] = useState(1);
  const trips = useTrips(page);
  const total = trips.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TRIPS_PAGE_SIZE));

  return (
    <PageContainer>
      <PageHeader title="Activities" description="The paddle club and the community's trips." />
      <Tabs value={tab} onChange={setTab} variant="pills">
        <Tabs.List mb="lg">
          <Tabs.Tab value="paddle" leftSection={<IconSailboat size={16} />}>
            Paddle
          </Tabs.Tab>
          <Tabs.Tab value="trips" leftSection={<IconMountain size={16} />}>
            Trips ({trips.isPending ? '…' : total})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="paddle">
          <PaddleCard />
        </Tabs.Panel>
        <Tabs.Panel value="trips">
          {trips.isPending ? (
            <TripSkeletons />
          ) : trips.isError ? (
            <EmptyState title="Could not load trips" text={trips.error.message} />
          ) : trips.data.items.length === 0 ? (
            <EmptyState
              icon={<IconMountain size={28} />}
              title="No trips planned yet"
              text="Upcoming trips appear here as soon as the committee announces them."
            />
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {trips.data.items.map((trip) => (
                  <TripCard key={trip.id} trip={trip} />
                ))}
              </SimpleGrid>
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  mt="md"
                  style={{ alignSelf: 'center' }}
                  aria-label="Trip pages"
                />
              )}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
