import { TRAINING_ENROLLMENT_STATUSES } from '@hub/contract/enums';
import { FILE_RULES, fileTooLargeMessage } from '@hub/contract/files/file.schema';
import {
  type Training,
  type TrainingInput,
  trainingFormSchema,
} from '@hub/contract/trainings/training.schema';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { FileField } from '../../../components/file-field.tsx';
import { fieldErrors } from '../../../lib/form.ts';
import type { FileChoice } from '../../../lib/use-file-choice.ts';
import { showToast } from '../../../lib/toast.ts';
import { LongTextField, WholeNumberField } from '../../../components/form-fields.tsx';
import { ENROLLMENT_STATUS_LABELS } from '../components/enrollment-badge.tsx';
import { useText as useTrainingText } from '../texts.ts';
import { text, useText } from './texts.ts';

/** What the form holds: text as typed ('' for an empty number or date), tags as one comma-separated line. */
export type TrainingFormValues = {
  title: string;
  enrollmentStatus: string;
  details: string;
  tags: string;
  capacity: number | string;
  currentEnrolled: number | string;
  opensAt: string;
  closesAt: string;
};
type TrainingForm = UseFormReturnType<TrainingFormValues>;

const emptyTrainingForm: TrainingFormValues = {
  title: '',
  enrollmentStatus: 'open',
  details: '',
  tags: '',
  capacity: '',
  currentEnrolled: '',
  opensAt: '',
  closesAt: '',
};

export const trainingToForm = (training: Training | null): TrainingFormValues =>
  training
    ? {
        title: training.title,
        enrollmentStatus: training.enrollmentStatus,
        details: training.details,
        tags: training.tags.join(', '),
        capacity: training.capacity ?? '',
        currentEnrolled: training.currentEnrolled ?? '',
        opensAt: training.opensAt ?? '',
        closesAt: training.closesAt ?? '',
      }
    : emptyTrainingForm;

export const useTrainingForm = (initialValues: TrainingFormValues = emptyTrainingForm) =>
  useForm<TrainingFormValues>({ initialValues, validate: fieldErrors(trainingFormSchema) });

/** The values as the server takes them: tags split on commas, trimmed, empties dropped; numbers as integers. */
export const toTrainingPayload = (values: TrainingFormValues): Omit<TrainingInput, 'photoStorageId'> =>
  trainingFormSchema.parse(values);

const PHOTO_RULES = { accept: FILE_RULES.image.extensions, maxMegabytes: 5 };

/** A refused photo: too large gets the spec's 'File too large' toast, a wrong type the type message. */
function rejectPhoto(message: string, setError: (message: string) => void) {
  const isTooLarge = message === fileTooLargeMessage(PHOTO_RULES.maxMegabytes);
  const shown = isTooLarge ? text('trainings.admin.imageTooLarge') : message;
  setError(shown);
  showToast({
    title: text(isTooLarge ? 'trainings.admin.fileTooLarge' : 'trainings.admin.error'),
    message: shown,
    isDestructive: true,
  });
}

type Props = {
  form: TrainingForm;
  photo: FileChoice;
  photoLabel: string;
  photoDescription?: string;
};

/** The training fields, shared by the create form and the edit dialog. */
export function TrainingFormFields({ form, photo, photoLabel, photoDescription }: Props) {
  const t = useText();
  const tTraining = useTrainingText();
  return (
    <Stack gap="sm">
      <TextInput label={t('trainings.admin.title')} required {...form.getInputProps('title')} />
      <Select
        label={t('trainings.admin.enrollmentStatus')}
        required
        data={TRAINING_ENROLLMENT_STATUSES.map((value) => ({
          value,
          label: tTraining(ENROLLMENT_STATUS_LABELS[value]),
        }))}
        allowDeselect={false}
        {...form.getInputProps('enrollmentStatus')}
      />
      <LongTextField label={t('trainings.admin.details')} required {...form.getInputProps('details')} />
      <TextInput
        label={t('trainings.admin.tags')}
        description={t('trainings.admin.tagsDescription')}
        placeholder={t('trainings.admin.tagsPlaceholder')}
        {...form.getInputProps('tags')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <WholeNumberField label={t('trainings.admin.capacity')} min={1} {...form.getInputProps('capacity')} />
        <WholeNumberField
          label={t('trainings.admin.currentlyEnrolled')}
          min={0}
          {...form.getInputProps('currentEnrolled')}
        />
        <TextInput label={t('trainings.admin.opensAt')} type="date" {...form.getInputProps('opensAt')} />
        <TextInput label={t('trainings.admin.closesAt')} type="date" {...form.getInputProps('closesAt')} />
      </SimpleGrid>
      <FileField
        label={photoLabel}
        description={photoDescription}
        accept={PHOTO_RULES.accept}
        maxMegabytes={PHOTO_RULES.maxMegabytes}
        {...photo.field}
        onReject={(message) => rejectPhoto(message, photo.setError)}
      />
    </Stack>
  );
}
