import type { Course } from '@hub/contract/courses/course.schema';
import { Badge, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { formatLongDate } from '../../../lib/dates.ts';

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
  return (
    <Modal opened onClose={onClose} title={course?.title ?? 'Course'} size="lg">
      {isLoading ? (
        <Stack>
          <Skeleton h={16} />
          <Skeleton h={16} w="70%" />
        </Stack>
      ) : error || !course ? (
        <Text c="red">{error?.message ?? 'This course no longer exists.'}</Text>
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
              Instructor:{' '}
            </Text>
            {course.instructor}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{course.description}</Text>
          <Text size="xs" c="dimmed">
            Added {formatLongDate(course.createdAt)}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
