import { courseInputSchema } from '@hub/contract/courses/course.schema';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors, submitWithFeedback } from '../../../lib/form.ts';
import { useCreateCourse } from '../api/admin-courses.ts';
import { LongTextField } from '../../../components/form-fields.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useText } from './texts.ts';

const emptyCourse = { title: '', description: '', instructor: '', type: '', duration: '' };

/** Add a course: title, description, instructor, type and duration, all required; saved active. */
export function AddCourseDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useText();
  const create = useCreateCourse();
  const form = useForm({ initialValues: emptyCourse, validate: fieldErrors(courseInputSchema) });

  const close = () => {
    form.reset();
    onClose();
  };

  const save = submitWithFeedback(form, (values) => ({
    run: () => create.mutateAsync(values),
    success: t('courses.admin.created'),
    failure: t('courses.admin.createFailed'),
    onDone: close,
  }));

  return (
    <FormDialog
      opened={isOpen}
      onClose={close}
      title={t('courses.admin.addCourse')}
      size="lg"
      onSubmit={save}
      actions={{
        submitLabel: t('courses.admin.addCourse'),
        busyLabel: t('courses.admin.adding'),
        isBusy: create.isPending,
        mt: 'md',
      }}
    >
      <TextInput label={t('courses.admin.courseTitle')} required {...form.getInputProps('title')} />
      <LongTextField
        label={t('courses.admin.courseDescription')}
        required
        {...form.getInputProps('description')}
      />
      <TextInput label={t('courses.admin.instructor')} required {...form.getInputProps('instructor')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('courses.admin.type')}
          required
          placeholder={t('courses.admin.typeExample')}
          {...form.getInputProps('type')}
        />
        <TextInput
          label={t('courses.admin.duration')}
          required
          placeholder={t('courses.admin.durationExample')}
          {...form.getInputProps('duration')}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
