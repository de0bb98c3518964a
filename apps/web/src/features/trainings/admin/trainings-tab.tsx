import type { Training } from '@hub/contract/trainings/training.schema';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { AdminRow, CreateAndList } from '../../../components/admin-row.tsx';
import { PagedList, RowList } from '../../../components/paged-list.tsx';
import { confirmDelete } from '../../../components/confirm.ts';
import { CreateFormCard, useOnCreated } from '../../../components/create-form-card.tsx';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { submitWithFeedback } from '../../../lib/form.ts';
import { preview } from '../../../lib/text.ts';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import {
  ADMIN_TRAININGS_PAGE_SIZE,
  useAdminTrainings,
  useCreateTraining,
  useDeleteTraining,
  useSetTrainingActive,
} from '../api/admin-trainings.ts';
import { EnrollmentBadge } from '../components/enrollment-badge.tsx';
import { EditTrainingDialog } from './edit-training-dialog.tsx';
import { TrainingFormFields, toTrainingPayload, useTrainingForm } from './training-form.tsx';
import { ListHeading } from '../../../components/list-heading.tsx';
import { countedTitle } from '../../../lib/list-total.ts';
import { useText } from './texts.ts';

/** Trainings created here are active at once. */
function CreateTrainingForm() {
  const t = useText();
  const [progress, setProgress] = useState(0);
  const photo = useFileChoice();
  const create = useCreateTraining(setProgress);
  const form = useTrainingForm();
  const onCreated = useOnCreated();

  const submit = submitWithFeedback(form, (values) => {
    setProgress(0);
    return {
      run: () => create.mutateAsync({ training: toTrainingPayload(values), photo: photo.file }),
      success: t('trainings.admin.trainingCreated'),
      failure: t('trainings.admin.createFailed'),
      onDone: () => {
        form.reset();
        photo.reset();
        onCreated();
      },
    };
  });

  return (
    <CreateFormCard
      title={t('trainings.admin.createTraining')}
      intro={t('trainings.admin.createIntro')}
      isBusy={create.isPending}
      onSubmit={submit}
    >
      <TrainingFormFields form={form} photo={photo} photoLabel={t('trainings.admin.photo')} />
      {create.isPending && photo.file && (
        <Progress value={progress} animated aria-label={t('trainings.admin.uploadProgress')} />
      )}
    </CreateFormCard>
  );
}

function TrainingRow({ training, onEdit }: { training: Training; onEdit: (training: Training) => void }) {
  const t = useText();
  const setActive = useSetTrainingActive();
  const remove = useDeleteTraining();

  const toggle = () =>
    runWithFeedback({
      run: () => setActive.mutateAsync({ id: training.id, isActive: !training.isActive }),
      success: (saved) => ({
        title: t('trainings.admin.updatedTitle'),
        message: t(saved.isActive ? 'trainings.admin.activated' : 'trainings.admin.deactivated'),
      }),
      failure: t('trainings.admin.updateFailed'),
    });

  const deleteTraining = () =>
    confirmDelete(
      t('trainings.admin.trainingNoun'),
      t('trainings.admin.deleteQuestion', { title: training.title }),
      () => remove.mutateAsync(training.id),
      { title: t('trainings.admin.deletedTitle'), message: t('trainings.admin.trainingRemoved') },
    );

  const places =
    training.capacity !== null
      ? t('trainings.admin.enrolledOfCapacity', {
          enrolled: training.currentEnrolled ?? 0,
          capacity: training.capacity,
        })
      : training.currentEnrolled !== null
        ? t('trainings.admin.enrolled', { enrolled: training.currentEnrolled })
        : null;

  return (
    <AdminRow
      name={training.title}
      activation={{ isActive: training.isActive, isBusy: setActive.isPending, onToggle: toggle }}
      onEdit={() => onEdit(training)}
      onDelete={deleteTraining}
      isBusy={remove.isPending}
    >
      <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} dir="auto">
            {training.title}
          </Text>
          <EnrollmentBadge status={training.enrollmentStatus} />
          <ActiveBadge isActive={training.isActive} variant="outline" />
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} dir="auto">
          {preview(training.details)}
        </Text>
        {(training.tags.length > 0 || places) && (
          <Group gap={6}>
            {training.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="light" color="gray" tt="none">
                {tag}
              </Badge>
            ))}
            {places && (
              <Text size="xs" c="dimmed">
                {places}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </AdminRow>
  );
}

/** Trainings: a create form on the left, the list on the right with activate, edit and delete. */
export function TrainingsTab() {
  const t = useText();
  const paging = usePagedList({ pageSize: ADMIN_TRAININGS_PAGE_SIZE });
  const [editing, setEditing] = useState<Training | null>(null);
  const list = useAdminTrainings(paging.page);

  return (
    <>
      <CreateAndList form={<CreateTrainingForm />} createLabel={t('trainings.admin.createTraining')}>
        <ListHeading
          title={countedTitle(t('trainings.admin.allTrainings'), list)}
          description={t('trainings.admin.activeOnly')}
        />
        <PagedList
          query={list}
          paging={paging}
          what={t('trainings.admin.trainingsNoun')}
          pagesLabel={t('trainings.admin.trainingPages')}
          empty={{
            title: t('trainings.admin.emptyTitle'),
            text: t('trainings.admin.emptyText'),
          }}
        >
          {(trainings) => (
            <RowList label={t('trainings.admin.listLabel')} maxHeight={840}>
              {trainings.map((training) => (
                <TrainingRow key={training.id} training={training} onEdit={setEditing} />
              ))}
            </RowList>
          )}
        </PagedList>
      </CreateAndList>
      <EditTrainingDialog training={editing} onClose={() => setEditing(null)} />
    </>
  );
}
