import type { Course } from '@hub/contract/courses/course.schema';
import { Badge, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { formatLongDate } from '../../../lib/dates.ts';
import { useText } from '../texts.ts';

/** Everything residents know of a course; opened from its card or by the /courses/{courseId} link. */
export function CourseDetailsModal({
  course,
  isLoading,
  error,
  onClose,
}: {
  course: Course | undefined;
  isLoading: boolean;
  error: Error | null;
  onClose: () => void;
}) {
  const t = useText();
  return (
    <Modal opened onClose={onClose} title={course?.title ?? t('courses.course')} size="lg">
      {isLoading ? (
        <Stack>
          <Skeleton h={16} />
          <Skeleton h={16} w="70%" />
        </Stack>
      ) : error || !course ? (
        <Text c="red">{error?.message ?? t('courses.notFound')}</Text>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{course.type}</Badge>
            <Badge variant="outline" color="gray">
              {course.duration}
            </Badge>
          </Group>
          <Text size="sm">
            <Text span fw={600}>
              {t('courses.instructor')}{' '}
            </Text>
            {course.instructor}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{course.description}</Text>
          <Text size="xs" c="dimmed">
            {t('courses.added', { date: formatLongDate(course.createdAt) })}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
