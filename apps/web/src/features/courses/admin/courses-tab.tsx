import type { AdminCourse } from '@hub/contract/courses/course.schema';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { AdminRow } from '../../../components/admin-row.tsx';
import { PagedList, RowList } from '../../../components/paged-list.tsx';
import { confirmThenRun } from '../../../components/confirm.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { preview } from '../../../lib/text.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import {
  ADMIN_COURSES_PAGE_SIZE,
  useAdminCourses,
  useCourseNotifyCount,
  useDeleteCourse,
} from '../api/admin-courses.ts';
import { AddCourseDialog } from './add-course-dialog.tsx';
import { ListHeading } from '../../../components/list-heading.tsx';
import { countedTitle } from '../../../lib/list-total.ts';
import { useText } from './texts.ts';

function NotifyCount() {
  const t = useText();
  const count = useCourseNotifyCount();
  const total = count.data?.total ?? 0;
  return (
    <Paper withBorder p="md" aria-label={t('courses.admin.notifyRequests')}>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={42} radius="md" variant="light">
          <IconBell size={22} />
        </ThemeIcon>
        {count.isPending ? (
          <Skeleton h={20} w={260} />
        ) : count.isError ? (
          <Text c="red" size="sm">
            {t('courses.admin.notifyLoadFailed', { reason: count.error.message })}
          </Text>
        ) : (
          <div>
            <Text fw={700} size="lg" lh={1.2}>
              {t('courses.admin.residentCount', { count: total })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('courses.admin.askedToBeNotified')}
            </Text>
          </div>
        )}
      </Group>
    </Paper>
  );
}

function CourseRow({ course }: { course: AdminCourse }) {
  const t = useText();
  const remove = useDeleteCourse();
  const deleteCourse = () =>
    confirmThenRun(
      {
        title: t('courses.admin.deleteTitle'),
        message: t('courses.admin.deleteMessage', { title: course.title }),
        confirmLabel: t('courses.admin.delete'),
      },
      {
        run: () => remove.mutateAsync(course.id),
        success: t('courses.admin.deleted'),
        failure: t('courses.admin.deleteFailed'),
      },
    );
  return (
    <AdminRow name={course.title} onDelete={deleteCourse} isBusy={remove.isPending}>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} dir="auto">
            {course.title}
          </Text>
          <Badge variant="light" color="gray" tt="none">
            {course.type}
          </Badge>
          <ActiveBadge isActive={course.isActive} />
        </Group>
        <Text size="sm" c="dimmed" dir="auto">
          {course.instructor} · {course.duration}
        </Text>
        <Text size="sm" dir="auto">
          {preview(course.description)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('courses.admin.added', { date: formatLocalDateTime(course.createdAt) })}
        </Text>
      </Stack>
    </AdminRow>
  );
}

/** Courses: an add dialog, the list with delete, and how many residents want to hear when courses open. */
export function CoursesTab() {
  const t = useText();
  const paging = usePagedList({ pageSize: ADMIN_COURSES_PAGE_SIZE });
  const [isAdding, setIsAdding] = useState(false);
  const list = useAdminCourses(paging.page);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <ListHeading
          title={countedTitle(t('courses.admin.title'), list)}
          description={t('courses.admin.description')}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setIsAdding(true)}>
          {t('courses.admin.addCourse')}
        </Button>
      </Group>
      <NotifyCount />
      <PagedList
        query={list}
        paging={paging}
        what={t('courses.admin.listName')}
        pagesLabel={t('courses.admin.pages')}
        empty={{ title: t('courses.admin.emptyTitle'), text: t('courses.admin.emptyText') }}
      >
        {(courses) => (
          <RowList label={t('courses.admin.title')}>
            {courses.map((course) => (
              <CourseRow key={course.id} course={course} />
            ))}
          </RowList>
        )}
      </PagedList>
      <AddCourseDialog isOpen={isAdding} onClose={() => setIsAdding(false)} />
    </Stack>
  );
}
