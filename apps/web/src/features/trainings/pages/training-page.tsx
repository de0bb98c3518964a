import { Card, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TRAININGS_PAGE_SIZE, useTrainings } from '../api/trainings.ts';
import { TRAINING_IMAGE_HEIGHT, TrainingCard } from '../components/training-card.tsx';

function CardSkeletons() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      role="status"
      aria-label="Loading trainings"
      aria-busy
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index}>
          <Card.Section>
            <Skeleton h={TRAINING_IMAGE_HEIGHT} radius={0} />
          </Card.Section>
          <Skeleton h={22} w="70%" mt="md" />
          <Skeleton h={12} mt="lg" />
          <Skeleton h={12} mt={8} />
          <Skeleton h={12} w="60%" mt={8} />
          <Skeleton h={36} mt="xl" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** /training: the active training programmes as cards. */
export function TrainingPage() {
  const [page, setPage] = useState(1);
  const list = useTrainings(page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TRAININGS_PAGE_SIZE));

  return (
    <PageContainer>
      <PageHeader
        title="Training"
        description="Training programmes open to residents, with their enrollment status."
      />
      {list.isPending ? (
        <CardSkeletons />
      ) : list.isError ? (
        <EmptyState title="Could not load trainings" text={list.error.message} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<IconCertificate size={28} />}
          title="No training programmes yet"
          text="New programmes appear here as soon as the committee publishes them."
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total} {total === 1 ? 'programme' : 'programmes'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {list.data.items.map((training) => (
              <TrainingCard key={training.id} training={training} />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              mt="md"
              style={{ alignSelf: 'center' }}
              aria-label="Training pages"
            />
          )}
        </Stack>
      )}
    </PageContainer>
  );
}
