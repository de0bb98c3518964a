import type { CourseList } from '@hub/contract/courses/course.schema';
import {
  Button,
  Card,
  Group,
  List,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconBell, IconBellCheck, IconCalendarEvent, IconChalkboard, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CardGrid } from '../../../components/card-grid-skeleton.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCourseNotifyStatus } from '../api/course-notify.ts';
import { COURSES_PAGE_SIZE, useCourse, useCourses } from '../api/courses.ts';
import { CourseCard } from '../components/course-card.tsx';
import { CourseDetailsModal } from '../components/course-details-modal.tsx';
import { useText } from '../texts.ts';

/** The courses already on offer: the page's main content whenever the committee has added any. */
function CoursesOnOffer({
  list,
  page,
  onPage,
}: {
  list: UseQueryResult<CourseList>;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useText();
  const navigate = useNavigate();
  const total = list.data?.total ?? 0;

  if (list.isPending)
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        role="status"
        aria-label={t('courses.loading')}
        aria-busy
      >
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} h={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (list.isError) return <LoadFailedAlert title={t('courses.loadFailed')} query={list} />;
  if (total === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="courses-on-offer">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="xl" id="courses-on-offer">
          {t('courses.onOffer')}
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('courses.count', { count: total })}
        </Text>
      </Group>
      <CardGrid>
        {list.data.items.map((course) => (
          <CourseCard key={course.id} course={course} onOpen={() => navigate(`/courses/${course.id}`)} />
        ))}
      </CardGrid>
      {total > COURSES_PAGE_SIZE && (
        <Pagination value={page} onChange={onPage} total={Math.ceil(total / COURSES_PAGE_SIZE)} mx="auto" />
      )}
    </Stack>
  );
}

/**
 * The spec's coming-soon card and 'Notify Me When Ready'. Alone on the page until the committee adds courses;
 * then a smaller section below them that speaks of more courses, so it never says there are none.
 */
function ComingSoon({ hasCourses }: { hasCourses: boolean }) {
  const t = useText();
  const status = useCourseNotifyStatus();
  const isRequested = status.data?.isRequested === true;

  return (
    <Card padding={hasCourses ? 'lg' : 'xl'} component="section" aria-labelledby="courses-coming-soon">
      <Stack gap={hasCourses ? 'md' : 'lg'} align="flex-start">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={hasCourses ? 40 : 52} radius="xl" variant="light">
            <IconSchool size={hasCourses ? 22 : 28} />
          </ThemeIcon>
          <div>
            <Title order={2} fz={hasCourses ? 'lg' : 'xl'} id="courses-coming-soon">
              {hasCourses ? t('courses.moreComingSoon') : t('courses.newComingSoon')}
            </Title>
            <Text c="dimmed" mt={4}>
              {hasCourses ? t('courses.moreComingSoonText') : t('courses.newComingSoonText')}
            </Text>
          </div>
        </Group>
        {!hasCourses && (
          <List
            spacing="xs"
            center
            icon={
              <ThemeIcon size={24} radius="xl" variant="light" color="gray">
                <IconChalkboard size={14} />
              </ThemeIcon>
            }
          >
            <List.Item>{t('courses.topics')}</List.Item>
            <List.Item
              icon={
                <ThemeIcon size={24} radius="xl" variant="light" color="gray">
                  <IconCalendarEvent size={14} />
                </ThemeIcon>
              }
            >
              {t('courses.sessions')}
            </List.Item>
          </List>
        )}
        <Group gap="md" wrap="wrap">
          <Button
            component={Link}
            to="/courses/notify"
            size={hasCourses ? 'sm' : 'md'}
            variant={hasCourses ? 'light' : 'filled'}
            leftSection={<IconBell size={18} />}
          >
            {t('courses.notifyMe')}
          </Button>
          {isRequested && (
            <Group gap={6} c="teal">
              <IconBellCheck size={18} aria-hidden />
              <Text size="sm">{t('courses.onTheList')}</Text>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /courses and /courses/:courseId: the courses the committee has added (the home page counts them as Learning
 * Resources), and the spec's coming-soon card, where members ask to hear when more open (decision 008).
 */
export function CoursesPage() {
  const t = useText();
  const [page, setPage] = useState(1);
  const list = useCourses(page);
  const { courseId } = useParams();
  const navigate = useNavigate();
  const opened = useCourse(courseId);
  // The card is the whole page only when there are no courses for certain.
  const isWithoutCourses = list.isSuccess && list.data.total === 0;

  return (
    <PageContainer size="md">
      <PageHeader title={t('courses.pageTitle')} description={t('courses.pageDescription')} />
      <Stack gap="xl">
        <CoursesOnOffer list={list} page={page} onPage={setPage} />
        {!list.isPending && <ComingSoon hasCourses={!isWithoutCourses} />}
      </Stack>
      {courseId && (
        <CourseDetailsModal
          course={opened.data}
          isLoading={opened.isPending}
          error={opened.error}
          onClose={() => navigate('/courses')}
        />
      )}
    </PageContainer>
  );
}
