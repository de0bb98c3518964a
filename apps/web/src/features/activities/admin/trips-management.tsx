import { type Trip, tripFormSchema } from '@hub/contract/activities/activity.schema';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit, IconEye, IconEyeOff, IconFileText, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { preview } from '../../../lib/text.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  ADMIN_TRIPS_PAGE_SIZE,
  type UploadProgress,
  useAdminTrips,
  useCreateTrip,
  useDeleteTrip,
  useSetTripActive,
} from '../api/admin-activities.ts';
import { TripImage } from '../components/trip-card.tsx';
import { EditTripDialog } from './edit-trip-dialog.tsx';
import { ACTIVITY_FILES, rejectActivityFile } from './file-rules.ts';
import { UploadProgressBar } from './upload-progress.tsx';

/** Trips created here are active at once. */
function CreateTripForm() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [document, setDocument] = useState<File | null>(null);
  const [fileErrors, setFileErrors] = useState<{ image?: string; document?: string }>({});
  const create = useCreateTrip(setProgress);
  const form = useForm({
    initialValues: { name: '', description: '' },
    validate: fieldErrors(tripFormSchema),
  });

  const submit = form.onSubmit((values) => {
    create.mutate(
      { trip: values, image, document },
      {
        onSuccess: () => {
          showToast({ title: 'Success', message: 'Trip created successfully!' });
          form.reset();
          setImage(null);
          setDocument(null);
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(error.fields);
          showToast({
            title: 'Error',
            message: `Failed to create trip. ${error.message}`,
            isDestructive: true,
          });
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label="Create Trip">
        <Stack gap="sm">
          <div>
            <Title order={3} fz="lg">
              Create Trip
            </Title>
            <Text c="dimmed" size="sm">
              Shown to residents in the Trips tab as soon as it is created.
            </Text>
          </div>
          <TextInput label="Trip Name" required {...form.getInputProps('name')} />
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          <FileField
            label="Trip Image"
            accept={[...ACTIVITY_FILES.image.accept]}
            maxMegabytes={ACTIVITY_FILES.image.maxMegabytes}
            value={image}
            error={fileErrors.image}
            onChange={(file) => {
              setImage(file);
              setFileErrors((errors) => ({ ...errors, image: undefined }));
            }}
            onReject={(message) =>
              setFileErrors((errors) => ({ ...errors, image: rejectActivityFile('image', message) }))
            }
          />
          <FileField
            label="Trip Document"
            accept={[...ACTIVITY_FILES.document.accept]}
            maxMegabytes={ACTIVITY_FILES.document.maxMegabytes}
            value={document}
            error={fileErrors.document}
            onChange={(file) => {
              setDocument(file);
              setFileErrors((errors) => ({ ...errors, document: undefined }));
            }}
            onReject={(message) =>
              setFileErrors((errors) => ({ ...errors, document: rejectActivityFile('document', message) }))
            }
          />
          <UploadProgressBar progress={create.isPending ? progress : null} />
          <Group justify="flex-end" mt="xs">
            <BusyButton
              type="submit"
              isBusy={create.isPending}
              busyLabel="Creating..."
              leftSection={<IconPlus size={16} />}
            >
              Create Trip
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function TripRow({ trip, onEdit }: { trip: Trip; onEdit: (trip: Trip) => void }) {
  const setActive = useSetTripActive();
  const remove = useDeleteTrip();

  const toggle = () =>
    setActive.mutate(
      { id: trip.id, isActive: !trip.isActive },
      {
        onSuccess: (saved) =>
          showToast({ title: 'Success', message: saved.isActive ? 'Trip activated.' : 'Trip deactivated.' }),
        onError: (error) =>
          showToast({
            title: 'Error',
            message: `Failed to toggle trip. ${error.message}`,
            isDestructive: true,
          }),
      },
    );

  const deleteTrip = async () => {
    const isConfirmed = await confirm({
      title: 'Delete trip',
      message: `Delete ${trip.name}? Its image and document are deleted too. This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!isConfirmed) return;
    remove.mutate(trip.id, {
      onSuccess: () => showToast({ title: 'Success', message: 'Trip deleted successfully!' }),
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `Failed to delete trip. ${error.message}`,
          isDestructive: true,
        }),
    });
  };

  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={trip.name}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Box w={72} style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <TripImage trip={trip} height={56} />
          </Box>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ wordBreak: 'break-word' }}>
                {trip.name}
              </Text>
              <Badge variant="light" color={trip.isActive ? 'teal' : 'gray'}>
                {trip.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {preview(trip.description)}
            </Text>
            <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
              <IconFileText size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="xs" style={{ wordBreak: 'break-word' }}>
                {trip.documentFileName ?? 'No document'} · {formatLocalDateTime(trip.createdAt)}
              </Text>
            </Group>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap" ml="auto">
          <Button
            size="xs"
            variant="light"
            color={trip.isActive ? 'gray' : 'teal'}
            leftSection={trip.isActive ? <IconEyeOff size={14} /> : <IconEye size={14} />}
            loading={setActive.isPending}
            aria-label={`${trip.isActive ? 'Deactivate' : 'Activate'} ${trip.name}`}
            onClick={toggle}
          >
            {trip.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${trip.name}`} onClick={() => onEdit(trip)}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${trip.name}`}
              disabled={remove.isPending}
              onClick={deleteTrip}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Trips Management: a create-trip form, the All Trips list and the Edit Trip dialog. */
export function TripsManagement() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Trip | null>(null);
  const list = useAdminTrips(page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_TRIPS_PAGE_SIZE));

  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CreateTripForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <div>
              <Title order={3} fz="lg">
                All Trips ({total})
              </Title>
              <Text c="dimmed" size="sm">
                Residents see active trips only.
              </Text>
            </div>
            {list.isPending ? (
              <TableSkeleton />
            ) : list.isError ? (
              <Text c="red">Could not load trips: {list.error.message}</Text>
            ) : list.data.items.length === 0 ? (
              <EmptyState title="No trips yet" text="Create the first trip with the form." />
            ) : (
              <ScrollArea.Autosize mah={600} type="auto" offsetScrollbars scrollbars="y">
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Trips">
                  {list.data.items.map((trip) => (
                    <TripRow key={trip.id} trip={trip} onEdit={setEditing} />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
            {pages > 1 && (
              <Pagination total={pages} value={page} onChange={setPage} aria-label="Trip pages" />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <EditTripDialog trip={editing} onClose={() => setEditing(null)} />
    </>
  );
}
