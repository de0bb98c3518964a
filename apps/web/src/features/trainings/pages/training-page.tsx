import { IconCertificate } from '@tabler/icons-react';
import { CardGridSkeleton, CardSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { TRAININGS_PAGE_SIZE, useTrainings } from '../api/trainings.ts';
import { TRAINING_IMAGE_HEIGHT, TrainingCard } from '../components/training-card.tsx';
import { countValues } from '../../../lib/list-total.ts';
import { CardGrid } from '../../../components/card-grid-skeleton.tsx';
import { useText } from '../texts.ts';

/** /training: the active training programmes as cards. */
export function TrainingPage() {
  const t = useText();
  const paging = usePagedList({ pageSize: TRAININGS_PAGE_SIZE });
  const list = useTrainings(paging.page);

  return (
    <PageContainer>
      <PageHeader title={t('trainings.pageTitle')} description={t('trainings.pageDescription')} />
      <PagedList
        query={list}
        paging={paging}
        what={t('trainings.trainingsNoun')}
        pagesLabel={t('trainings.trainingPages')}
        isPageList
        retryLabel={t('trainings.tryAgain')}
        skeleton={
          <CardGridSkeleton
            label={t('trainings.loading')}
            card={<CardSkeleton imageHeight={TRAINING_IMAGE_HEIGHT} />}
          />
        }
        empty={{
          icon: <IconCertificate size={28} />,
          title: t('trainings.emptyTitle'),
          text: t('trainings.emptyText'),
        }}
      >
        {(trainings) => (
          <CardGrid found={t('trainings.programmesFound', countValues(list.data))}>
            {trainings.map((training) => (
              <TrainingCard key={training.id} training={training} />
            ))}
          </CardGrid>
        )}
      </PagedList>
    </PageContainer>
  );
}
