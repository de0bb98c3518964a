import type { AdminCourse } from '@hub/contract/courses/course.schema';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBell, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { preview } from '../../../lib/text.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  ADMIN_COURSES_PAGE_SIZE,
  useAdminCourses,
  useCourseNotifyCount,
  useDeleteCourse,
} from '../api/admin-courses.ts';
import { AddCourseDialog } from './add-course-dialog.tsx';

function NotifyCount() {
  const count = useCourseNotifyCount();
  const total = count.data?.total ?? 0;
  return (
    <Paper withBorder p="md" aria-label="Notify requests">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={42} radius="md" variant="light">
          <IconBell size={22} />
        </ThemeIcon>
        {count.isPending ? (
          <Skeleton h={20} w={260} />
        ) : count.isError ? (
          <Text c="red" size="sm">
            Could not load the notify requests: {count.error.message}
          </Text>
        ) : (
          <div>
            <Text fw={700} size="lg" lh={1.2}>
              {total} {total === 1 ? 'resident' : 'residents'}
            </Text>
            <Text size="sm" c="dimmed">
              asked to be notified when courses open
            </Text>
          </div>
        )}
      </Group>
    </Paper>
  );
}

function CourseRow({ course, onDelete }: { course: AdminCourse; onDelete: (course: AdminCourse) => void }) {
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={course.title}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{course.title}</Text>
            <Badge variant="light" color="gray" tt="none">
              {course.type}
            </Badge>
            <Badge variant="light" color={course.isActive ? 'teal' : 'gray'}>
              {course.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {course.instructor} · {course.duration}
          </Text>
          <Text size="sm">{preview(course.description)}</Text>
          <Text size="xs" c="dimmed">
            Added {formatLocalDateTime(course.createdAt)}
          </Text>
        </Stack>
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${course.title}`}
            onClick={() => onDelete(course)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

/** Courses: an add dialog, the list with delete, and how many residents want to hear when courses open. */
export function CoursesTab() {
  const [page, setPage] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const list = useAdminCourses(page);
  const remove = useDeleteCourse();

  const deleteCourse = async (course: AdminCourse) => {
    const isConfirmed = await confirm({
      title: 'Delete course',
      message: `Delete ${course.title}? This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!isConfirmed) return;
    remove.mutate(course.id, {
      onSuccess: () => showToast({ title: 'Success', message: 'Course deleted successfully!' }),
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `Failed to delete course. ${error.message}`,
          isDestructive: true,
        }),
    });
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_COURSES_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={2} fz="xl">
            Courses ({total})
          </Title>
          <Text c="dimmed" size="sm">
            The residents' Courses page says more courses are coming soon, lets them ask to be notified, and
            lists the courses added here.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setIsAdding(true)}>
          Add Course
        </Button>
      </Group>
      <NotifyCount />
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <Text c="red">Could not load courses: {list.error.message}</Text>
      ) : list.data.items.length === 0 ? (
        <EmptyState title="No courses yet" text="Add the first course with the Add Course button." />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Courses">
          {list.data.items.map((course) => (
            <CourseRow key={course.id} course={course} onDelete={deleteCourse} />
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Course pages" />}
      <AddCourseDialog isOpen={isAdding} onClose={() => setIsAdding(false)} />
    </Stack>
  );
}
