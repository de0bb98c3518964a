import { IconCertificate } from '@tabler/icons-react';
import { CardGridSkeleton, CardSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { TRAININGS_PAGE_SIZE, useTrainings } from '../api/trainings.ts';
import { TRAINING_IMAGE_HEIGHT, TrainingCard } from '../components/training-card.tsx';
import { countLabel } from '../../../lib/list-total.ts';
import { CardGrid } from '../../../components/card-grid-skeleton.tsx';

/** /training: the active training programmes as cards. */
export function TrainingPage() {
  const paging = usePagedList({ pageSize: TRAININGS_PAGE_SIZE });
  const list = useTrainings(paging.page);

  return (
    <PageContainer>
      <PageHeader
        title="Training"
        description="Training programmes open to residents, with their enrollment status."
      />
      <PagedList
        query={list}
        paging={paging}
        what="trainings"
        pagesLabel="Training pages"
        isPageList
        retryLabel="Try again"
        skeleton={
          <CardGridSkeleton
            label="Loading trainings"
            card={<CardSkeleton imageHeight={TRAINING_IMAGE_HEIGHT} />}
          />
        }
        empty={{
          icon: <IconCertificate size={28} />,
          title: 'No training programmes yet',
          text: 'New programmes appear here as soon as the committee publishes them.',
        }}
      >
        {(trainings) => (
          <CardGrid found={countLabel(list.data, { one: 'programme', many: 'programmes' })}>
            {trainings.map((training) => (
              <TrainingCard key={training.id} training={training} />
            ))}
          </CardGrid>
        )}
      </PagedList>
    </PageContainer>
  );
}
