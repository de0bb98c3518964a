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
import { useText } from './texts.ts';

/** Trips created here are active at once. */
function CreateTripForm() {
  const t = useText();
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
    success: t('activities.admin.tripCreated'),
    failure: t('activities.admin.tripCreateFailed'),
    onDone: () => {
      form.reset();
      files.reset();
      onCreated();
    },
  }));

  return (
    <CreateFormCard
      title={t('activities.admin.createTrip')}
      intro={t('activities.admin.createTripIntro')}
      isBusy={create.isPending}
      gap="sm"
      onSubmit={submit}
    >
      <TextInput label={t('activities.admin.tripName')} required {...form.getInputProps('name')} />
      <LongTextField
        label={t('activities.admin.description')}
        required
        {...form.getInputProps('description')}
      />
      <FileField label={t('activities.admin.tripImage')} {...files.field('image')} />
      <FileField label={t('activities.admin.tripDocument')} {...files.field('document')} />
      <DocumentNameField {...form.getInputProps('documentName')} />
      <UploadProgressBar progress={create.isPending ? progress : null} />
    </CreateFormCard>
  );
}

function TripRow({ trip, onEdit }: { trip: Trip; onEdit: (trip: Trip) => void }) {
  const t = useText();
  const setActive = useSetTripActive();
  const remove = useDeleteTrip();

  const toggle = () =>
    runWithFeedback({
      run: () => setActive.mutateAsync({ id: trip.id, isActive: !trip.isActive }),
      success: (saved) =>
        t(saved.isActive ? 'activities.admin.tripActivated' : 'activities.admin.tripDeactivated'),
      failure: t('activities.admin.tripToggleFailed'),
    });

  const deleteTrip = () =>
    confirmDelete(
      t('activities.admin.tripNoun'),
      t('activities.admin.deleteTripQuestion', { name: trip.name }),
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
            <Text fw={600} style={{ wordBreak: 'break-word' }} dir="auto">
              {trip.name}
            </Text>
            <ActiveBadge isActive={trip.isActive} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} dir="auto">
            {preview(trip.description)}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
            <IconFileText size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" style={{ wordBreak: 'break-word' }}>
              {trip.documentName ? `${trip.documentName} · ` : ''}
              {trip.documentFileName ?? t('activities.admin.noDocument')} ·{' '}
              {formatLocalDateTime(trip.createdAt)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </AdminRow>
  );
}

/** Trips Management: a create-trip form, the All Trips list and the Edit Trip dialog. */
export function TripsManagement() {
  const t = useText();
  const paging = usePagedList({ pageSize: ADMIN_TRIPS_PAGE_SIZE });
  const [editing, setEditing] = useState<Trip | null>(null);
  const list = useAdminTrips(paging.page);

  return (
    <>
      <CreateAndList form={<CreateTripForm />} createLabel={t('activities.admin.createTrip')}>
        <ListHeading
          order={3}
          title={countedTitle(t('activities.admin.allTrips'), list)}
          description={t('activities.admin.activeTripsOnly')}
        />
        <PagedList
          query={list}
          paging={paging}
          what={t('activities.admin.tripsNoun')}
          pagesLabel={t('activities.admin.tripPages')}
          empty={{ title: t('activities.admin.noTripsTitle'), text: t('activities.admin.noTripsText') }}
        >
          {(trips) => (
            <RowList label={t('activities.admin.tripsList')} maxHeight={600}>
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
