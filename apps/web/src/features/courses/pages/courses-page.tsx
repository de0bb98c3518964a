import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconBellCheck, IconCalendarEvent, IconChalkboard, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCourseNotifyStatus } from '../api/course-notify.ts';

/** /courses and /courses/:courseId: courses are coming soon; members can ask to hear when they open. */
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
                Courses are coming soon
              </Title>
              <Text c="dimmed" mt={4}>
                We are preparing the first courses for the community. Ask to be notified and we will tell you
                as soon as they open for registration.
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
    </PageContainer>
  );
}
