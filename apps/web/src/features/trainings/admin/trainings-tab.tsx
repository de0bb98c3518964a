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

/** Trainings created here are active at once. */
function CreateTrainingForm() {
  const [progress, setProgress] = useState(0);
  const photo = useFileChoice();
  const create = useCreateTraining(setProgress);
  const form = useTrainingForm();
  const onCreated = useOnCreated();

  const submit = submitWithFeedback(form, (values) => {
    setProgress(0);
    return {
      run: () => create.mutateAsync({ training: toTrainingPayload(values), photo: photo.file }),
      success: 'Training created successfully!',
      failure: 'Failed to create training',
      onDone: () => {
        form.reset();
        photo.reset();
        onCreated();
      },
    };
  });

  return (
    <CreateFormCard
      title="Create Training"
      intro="Shown to residents on the Training page as soon as it is created."
      isBusy={create.isPending}
      onSubmit={submit}
    >
      <TrainingFormFields form={form} photo={photo} photoLabel="Photo" />
      {create.isPending && photo.file && <Progress value={progress} animated aria-label="Upload progress" />}
    </CreateFormCard>
  );
}

function TrainingRow({ training, onEdit }: { training: Training; onEdit: (training: Training) => void }) {
  const setActive = useSetTrainingActive();
  const remove = useDeleteTraining();

  const toggle = () =>
    runWithFeedback({
      run: () => setActive.mutateAsync({ id: training.id, isActive: !training.isActive }),
      success: (saved) => ({
        title: 'Updated',
        message: saved.isActive ? 'Training activated.' : 'Training deactivated.',
      }),
      failure: 'Failed to update training',
    });

  const deleteTraining = () =>
    confirmDelete(
      'training',
      `Delete ${training.title}? Residents will no longer see it. This cannot be undone.`,
      () => remove.mutateAsync(training.id),
      { title: 'Deleted', message: 'Training removed.' },
    );

  const places =
    training.capacity !== null
      ? `${training.currentEnrolled ?? 0}/${training.capacity} enrolled`
      : training.currentEnrolled !== null
        ? `${training.currentEnrolled} enrolled`
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
          <Text fw={600}>{training.title}</Text>
          <EnrollmentBadge status={training.enrollmentStatus} />
          <ActiveBadge isActive={training.isActive} variant="outline" />
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
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
  const paging = usePagedList({ pageSize: ADMIN_TRAININGS_PAGE_SIZE });
  const [editing, setEditing] = useState<Training | null>(null);
  const list = useAdminTrainings(paging.page);

  return (
    <>
      <CreateAndList form={<CreateTrainingForm />} createLabel="Create Training">
        <ListHeading
          title={countedTitle('All Trainings', list)}
          description="Residents see active trainings only."
        />
        <PagedList
          query={list}
          paging={paging}
          what="trainings"
          pagesLabel="Training pages"
          empty={{
            title: 'No trainings yet',
            text: 'Create the first training programme with the form.',
          }}
        >
          {(trainings) => (
            <RowList label="Trainings" maxHeight={840}>
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
