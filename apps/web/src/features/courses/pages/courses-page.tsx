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
import { IconBell, IconBellCheck, IconCalendarEvent, IconChalkboard, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCourseNotifyStatus } from '../api/course-notify.ts';
import { COURSES_PAGE_SIZE, useCourse, useCourses } from '../api/courses.ts';
import { CourseCard } from '../components/course-card.tsx';
import { CourseDetailsModal } from '../components/course-details-modal.tsx';
import { CardGrid } from '../../../components/card-grid-skeleton.tsx';

/** The courses already on offer, when there are any; /courses/{courseId} opens one of them. */
function CoursesOnOffer() {
  const [page, setPage] = useState(1);
  const list = useCourses(page);
  const { courseId } = useParams();
  const navigate = useNavigate();
  const opened = useCourse(courseId);
  const total = list.data?.total ?? 0;

  return (
    <>
      {list.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          role="status"
          aria-label="Loading courses"
          aria-busy
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Text c="red" size="sm">
          Could not load the courses: {list.error.message}
        </Text>
      ) : total > 0 ? (
        <Stack gap="md" component="section" aria-labelledby="courses-on-offer">
          <Group justify="space-between" align="baseline">
            <Title order={2} fz="xl" id="courses-on-offer">
              Courses on offer
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {total} {total === 1 ? 'course' : 'courses'}
            </Text>
          </Group>
          <CardGrid>
            {list.data.items.map((course) => (
              <CourseCard key={course.id} course={course} onOpen={() => navigate(`/courses/${course.id}`)} />
            ))}
          </CardGrid>
          {total > COURSES_PAGE_SIZE && (
            <Pagination
              value={page}
              onChange={setPage}
              total={Math.ceil(total / COURSES_PAGE_SIZE)}
              mx="auto"
            />
          )}
        </Stack>
      ) : null}
      {courseId && (
        <CourseDetailsModal
          course={opened.data}
          isLoading={opened.isPending}
          error={opened.error}
          onClose={() => navigate('/courses')}
        />
      )}
    </>
  );
}

/**
 * /courses and /courses/:courseId: the spec's coming-soon page, where members ask to hear when courses open,
 * and below it the courses the committee has already added (the home page counts them as Learning Resources).
 */
export function CoursesPage() {
  const status = useCourseNotifyStatus();
  const isRequested = status.data?.isRequested === true;

  return (
    <PageContainer size="md">
      <PageHeader
        title="Courses"
        description="Learning and development for residents: workshops and classes taught by neighbours and local experts."
      />
      <Card padding="xl">
        <Stack gap="lg" align="flex-start">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={52} radius="xl" variant="light">
              <IconSchool size={28} />
            </ThemeIcon>
            <div>
              <Title order={2} fz="xl">
                New courses are coming soon
              </Title>
              <Text c="dimmed" mt={4}>
                We are preparing new courses for the community. Ask to be notified and we will tell you as
                soon as they open for registration.
              </Text>
            </div>
          </Group>
          <List
            spacing="xs"
            center
            icon={
              <ThemeIcon size={24} radius="xl" variant="light" color="gray">
                <IconChalkboard size={14} />
              </ThemeIcon>
            }
          >
            <List.Item>Professional skills, languages and hobbies</List.Item>
            <List.Item
              icon={
                <ThemeIcon size={24} radius="xl" variant="light" color="gray">
                  <IconCalendarEvent size={14} />
                </ThemeIcon>
              }
            >
              Evening and weekend sessions, in the compound and online
            </List.Item>
          </List>
          <Group gap="md" wrap="wrap">
            <Button component={Link} to="/courses/notify" size="md" leftSection={<IconBell size={18} />}>
              Notify Me When Ready
            </Button>
            {isRequested && (
              <Group gap={6} c="teal">
                <IconBellCheck size={18} aria-hidden />
                <Text size="sm">You are on the list.</Text>
              </Group>
            )}
          </Group>
        </Stack>
      </Card>
      <Stack mt="xl">
        <CoursesOnOffer />
      </Stack>
    </PageContainer>
  );
}
