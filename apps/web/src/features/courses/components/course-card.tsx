import type { Course } from '@hub/contract/courses/course.schema';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconUser } from '@tabler/icons-react';
import { useText } from '../texts.ts';

/** A course on offer: title, type, instructor, duration and the start of its description. */
export function CourseCard({ course, onOpen }: { course: Course; onOpen: () => void }) {
  const t = useText();
  return (
    <Card component="article" aria-labelledby={`course-${course.id}`} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text id={`course-${course.id}`} component="h3" fw={700} size="lg" lh={1.3} dir="auto">
            {course.title}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {course.type}
          </Badge>
        </Group>
        <Group gap="md" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconUser size={16} aria-hidden />
            <Text size="sm" dir="auto">
              {course.instructor}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm" dir="auto">
              {course.duration}
            </Text>
          </Group>
        </Group>
        <Text size="sm" lineClamp={3} dir="auto">
          {course.description}
        </Text>
        <Button
          variant="light"
          mt="auto"
          onClick={onOpen}
          aria-label={t('courses.viewDetailsOf', { title: course.title })}
        >
          {t('courses.viewDetails')}
        </Button>
      </Stack>
    </Card>
  );
}
