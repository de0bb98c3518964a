import { type Trip, tripFormSchema } from '@hub/contract/activities/activity.schema';
import { Box, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { AdminRow, CreateAndList } from '../../../components/admin-row.tsx';
import { PagedList, RowList } from '../../../components/paged-list.tsx';
import { confirmDelete } from '../../../components/confirm.ts';
import { CreateFormCard, useOnCreated } from '../../../components/create-form-card.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { fieldErrors, submitWithFeedback } from '../../../lib/form.ts';
import { preview } from '../../../lib/text.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
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
import { DocumentNameField } from './document-name-field.tsx';
import { useTripFiles } from './use-trip-files.ts';
import { UploadProgressBar } from './upload-progress.tsx';
import { ListHeading } from '../../../components/list-heading.tsx';
import { countedTitle } from '../../../lib/list-total.ts';
import { LongTextField } from '../../../components/form-fields.tsx';

/** Trips created here are active at once. */
function CreateTripForm() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const files = useTripFiles();
  const create = useCreateTrip(setProgress);
  const onCreated = useOnCreated();
  const form = useForm({
    initialValues: { name: '', description: '', documentName: '' },
    validate: fieldErrors(tripFormSchema),
  });

  const submit = submitWithFeedback(form, (values) => ({
    run: () =>
      create
        .mutateAsync({ trip: values, image: files.image, document: files.document })
        .finally(() => setProgress(null)),
    success: 'Trip created successfully!',
    failure: 'Failed to create trip',
    onDone: () => {
      form.reset();
      files.reset();
      onCreated();
    },
  }));

  return (
    <CreateFormCard
      title="Create Trip"
      intro="Shown to residents in the Trips tab as soon as it is created."
      isBusy={create.isPending}
      gap="sm"
      onSubmit={submit}
    >
      <TextInput label="Trip Name" required {...form.getInputProps('name')} />
      <LongTextField label="Description" required {...form.getInputProps('description')} />
      <FileField label="Trip Image" {...files.field('image')} />
      <FileField label="Trip Document" {...files.field('document')} />
      <DocumentNameField {...form.getInputProps('documentName')} />
      <UploadProgressBar progress={create.isPending ? progress : null} />
    </CreateFormCard>
  );
}

function TripRow({ trip, onEdit }: { trip: Trip; onEdit: (trip: Trip) => void }) {
  const setActive = useSetTripActive();
  const remove = useDeleteTrip();

  const toggle = () =>
    runWithFeedback({
      run: () => setActive.mutateAsync({ id: trip.id, isActive: !trip.isActive }),
      success: (saved) => (saved.isActive ? 'Trip activated.' : 'Trip deactivated.'),
      failure: 'Failed to toggle trip',
    });

  const deleteTrip = () =>
    confirmDelete(
      'trip',
      `Delete ${trip.name}? Its image and document are deleted too. This cannot be undone.`,
      () => remove.mutateAsync(trip.id),
    );

  return (
    <AdminRow
      name={trip.name}
      activation={{ isActive: trip.isActive, isBusy: setActive.isPending, onToggle: toggle }}
      onEdit={() => onEdit(trip)}
      onDelete={deleteTrip}
      isBusy={remove.isPending}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box w={72} style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <TripImage trip={trip} height={56} />
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ wordBreak: 'break-word' }}>
              {trip.name}
            </Text>
            <ActiveBadge isActive={trip.isActive} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {preview(trip.description)}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
            <IconFileText size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" style={{ wordBreak: 'break-word' }}>
              {trip.documentName ? `${trip.documentName} · ` : ''}
              {trip.documentFileName ?? 'No document'} · {formatLocalDateTime(trip.createdAt)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </AdminRow>
  );
}

/** Trips Management: a create-trip form, the All Trips list and the Edit Trip dialog. */
export function TripsManagement() {
  const paging = usePagedList({ pageSize: ADMIN_TRIPS_PAGE_SIZE });
  const [editing, setEditing] = useState<Trip | null>(null);
  const list = useAdminTrips(paging.page);

  return (
    <>
      <CreateAndList form={<CreateTripForm />} createLabel="Create Trip">
        <ListHeading
          order={3}
          title={countedTitle('All Trips', list)}
          description="Residents see active trips only."
        />
        <PagedList
          query={list}
          paging={paging}
          what="trips"
          pagesLabel="Trip pages"
          empty={{ title: 'No trips yet', text: 'Create the first trip with the form.' }}
        >
          {(trips) => (
            <RowList label="Trips" maxHeight={600}>
              {trips.map((trip) => (
                <TripRow key={trip.id} trip={trip} onEdit={setEditing} />
              ))}
            </RowList>
          )}
        </PagedList>
      </CreateAndList>
      <EditTripDialog trip={editing} onClose={() => setEditing(null)} />
    </>
  );
}
