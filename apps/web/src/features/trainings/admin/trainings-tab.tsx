import type { Training } from '@hub/contract/trainings/training.schema';
import {
  ActionIcon,
  Badge,
  Button,
  Grid,
  Group,
  Pagination,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEdit, IconEye, IconEyeOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { preview } from '../../../lib/text.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  ADMIN_TRAININGS_PAGE_SIZE,
  useAdminTrainings,
  useCreateTraining,
  useDeleteTraining,
  useSetTrainingActive,
} from '../api/admin-trainings.ts';
import { EnrollmentBadge } from '../components/enrollment-badge.tsx';
import { EditTrainingDialog } from './edit-training-dialog.tsx';
import {
  showServerFieldErrors,
  TrainingFormFields,
  toTrainingPayload,
  useTrainingForm,
} from './training-form.tsx';

/** Trainings created here are active at once. */
function CreateTrainingForm() {
  const [progress, setProgress] = useState(0);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const create = useCreateTraining(setProgress);
  const form = useTrainingForm();

  const submit = form.onSubmit((values) => {
    setProgress(0);
    create.mutate(
      { training: toTrainingPayload(values), photo },
      {
        onSuccess: () => {
          showToast({ title: 'Success', message: 'Training created successfully!' });
          form.reset();
          setPhoto(null);
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          showToast({
            title: 'Error',
            message: `Failed to create training. ${error.message}`,
            isDestructive: true,
          });
        },
      },
    );
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label="Create Training">
        <Stack gap="md">
          <div>
            <Title order={3} fz="lg">
              Create Training
            </Title>
            <Text c="dimmed" size="sm">
              Shown to residents on the Training page as soon as it is created.
            </Text>
          </div>
          <TrainingFormFields
            form={form}
            photo={photo}
            onPhotoChange={setPhoto}
            photoError={photoError}
            onPhotoError={setPhotoError}
            photoLabel="Photo"
          />
          {create.isPending && photo && <Progress value={progress} animated aria-label="Upload progress" />}
          <Group justify="flex-end">
            <BusyButton
              type="submit"
              isBusy={create.isPending}
              busyLabel="Creating..."
              leftSection={<IconPlus size={16} />}
            >
              Create Training
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function TrainingRow({ training, onEdit }: { training: Training; onEdit: (training: Training) => void }) {
  const setActive = useSetTrainingActive();
  const remove = useDeleteTraining();

  const toggle = () =>
    setActive.mutate(
      { id: training.id, isActive: !training.isActive },
      {
        onSuccess: (saved) =>
          showToast({
            title: 'Updated',
            message: saved.isActive ? 'Training activated.' : 'Training deactivated.',
          }),
        onError: (error) =>
          showToast({
            title: 'Error',
            message: `Failed to update training. ${error.message}`,
            isDestructive: true,
          }),
      },
    );

  const deleteTraining = async () => {
    const isConfirmed = await confirm({
      title: 'Delete training',
      message: `Delete ${training.title}? Residents will no longer see it. This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!isConfirmed) return;
    remove.mutate(training.id, {
      onSuccess: () => showToast({ title: 'Deleted', message: 'Training removed.' }),
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `Failed to delete training. ${error.message}`,
          isDestructive: true,
        }),
    });
  };

  const places =
    training.capacity !== null
      ? `${training.currentEnrolled ?? 0}/${training.capacity} enrolled`
      : training.currentEnrolled !== null
        ? `${training.currentEnrolled} enrolled`
        : null;

  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={training.title}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{training.title}</Text>
            <EnrollmentBadge status={training.enrollmentStatus} />
            <Badge variant="outline" color={training.isActive ? 'teal' : 'gray'}>
              {training.isActive ? 'Active' : 'Inactive'}
            </Badge>
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
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            color={training.isActive ? 'gray' : 'teal'}
            leftSection={training.isActive ? <IconEyeOff size={14} /> : <IconEye size={14} />}
            loading={setActive.isPending}
            aria-label={`${training.isActive ? 'Deactivate' : 'Activate'} ${training.title}`}
            onClick={toggle}
          >
            {training.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${training.title}`}
              onClick={() => onEdit(training)}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${training.title}`}
              disabled={remove.isPending}
              onClick={deleteTraining}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Trainings: a create form on the left, the list on the right with activate, edit and delete. */
export function TrainingsTab() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Training | null>(null);
  const list = useAdminTrainings(page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_TRAININGS_PAGE_SIZE));

  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CreateTrainingForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <div>
              <Title order={2} fz="xl">
                All Trainings ({total})
              </Title>
              <Text c="dimmed" size="sm">
                Residents see active trainings only.
              </Text>
            </div>
            {list.isPending ? (
              <TableSkeleton />
            ) : list.isError ? (
              <Text c="red">Could not load trainings: {list.error.message}</Text>
            ) : list.data.items.length === 0 ? (
              <EmptyState
                title="No trainings yet"
                text="Create the first training programme with the form."
              />
            ) : (
              <ScrollArea.Autosize mah={840} type="auto" offsetScrollbars scrollbars="y">
                <Stack
                  component="ul"
                  gap="xs"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label="Trainings"
                >
                  {list.data.items.map((training) => (
                    <TrainingRow key={training.id} training={training} onEdit={setEditing} />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
            {pages > 1 && (
              <Pagination total={pages} value={page} onChange={setPage} aria-label="Training pages" />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <EditTrainingDialog training={editing} onClose={() => setEditing(null)} />
    </>
  );
}
