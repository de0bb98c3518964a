import { courseInputSchema } from '@hub/contract/courses/course.schema';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors, submitWithFeedback } from '../../../lib/form.ts';
import { useCreateCourse } from '../api/admin-courses.ts';
import { LongTextField } from '../../../components/form-fields.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';

const emptyCourse = { title: '', description: '', instructor: '', type: '', duration: '' };

/** Add a course: title, description, instructor, type and duration, all required; saved active. */
export function AddCourseDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const create = useCreateCourse();
  const form = useForm({ initialValues: emptyCourse, validate: fieldErrors(courseInputSchema) });

  const close = () => {
    form.reset();
    onClose();
  };

  const save = submitWithFeedback(form, (values) => ({
    run: () => create.mutateAsync(values),
    success: 'Course created successfully!',
    failure: 'Failed to create course',
    onDone: close,
  }));

  return (
    <FormDialog
      opened={isOpen}
      onClose={close}
      title="Add Course"
      size="lg"
      onSubmit={save}
      actions={{ submitLabel: 'Add Course', busyLabel: 'Adding...', isBusy: create.isPending, mt: 'md' }}
    >
      <TextInput label="Title" required {...form.getInputProps('title')} />
      <LongTextField label="Description" required {...form.getInputProps('description')} />
      <TextInput label="Instructor" required {...form.getInputProps('instructor')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Type"
          required
          placeholder="Workshop, online, in person..."
          {...form.getInputProps('type')}
        />
        <TextInput label="Duration" required placeholder="6 weeks" {...form.getInputProps('duration')} />
      </SimpleGrid>
    </FormDialog>
  );
}
