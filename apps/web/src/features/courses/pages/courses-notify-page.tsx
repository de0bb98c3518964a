import type { CourseNotifyReceipt } from '@hub/contract/courses/course.schema';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconBellCheck, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { useRequestCourseNotify } from '../api/course-notify.ts';
import { useText } from '../texts.ts';
import direction from '../../../i18n/direction.module.css';

function Outcome({ receipt }: { receipt: CourseNotifyReceipt }) {
  const t = useText();
  const isNew = !receipt.isAlreadyRequested;
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={52} radius="xl" variant="light" color="teal">
        {isNew ? <IconCircleCheck size={28} /> : <IconBellCheck size={28} />}
      </ThemeIcon>
      <div>
        <Title order={2} fz="xl">
          {isNew ? t('courses.notifyAdded') : t('courses.notifyAlreadyAsked')}
        </Title>
        <Text c="dimmed" mt={4}>
          {isNew
            ? t('courses.notifyThanks')
            : t('courses.notifyAskedOn', { date: formatLongDate(receipt.requestedAt) })}
        </Text>
      </div>
    </Group>
  );
}

/** /courses/notify: records that the member wants to hear when courses open, and says so plainly. */
export function CoursesNotifyPage() {
  const t = useText();
  const request = useRequestCourseNotify();
  const { mutate } = request;
  const send = useCallback(() => mutate(), [mutate]);
  // One request per visit, even when React runs effects twice in development.
  const hasSent = useRef(false);
  useEffect(() => {
    if (hasSent.current) return;
    hasSent.current = true;
    send();
  }, [send]);

  return (
    <PageContainer size="md">
      <PageHeader title={t('courses.pageTitle')} description={t('courses.notifyDescription')} />
      <Card padding="xl" aria-live="polite" aria-busy={request.isPending}>
        <Stack gap="lg">
          {request.isSuccess ? (
            <Outcome receipt={request.data} />
          ) : request.isError ? (
            <Alert
              variant="light"
              color="red"
              icon={<IconAlertTriangle />}
              title={t('courses.notifySaveFailed')}
            >
              <Text size="sm">{request.error.message}</Text>
              <BusyButton
                mt="md"
                variant="light"
                color="red"
                isBusy={request.isPending}
                busyLabel={t('courses.notifyRetrying')}
                onClick={send}
              >
                {t('courses.notifyTryAgain')}
              </BusyButton>
            </Alert>
          ) : (
            <Stack gap="sm" aria-label={t('courses.notifySaving')}>
              <Skeleton h={28} w="50%" />
              <Skeleton h={16} w="80%" />
            </Stack>
          )}
          <Group gap="sm">
            <Button
              component={Link}
              to="/courses"
              variant="default"
              leftSection={<IconArrowLeft size={16} className={direction.pointing} />}
            >
              {t('courses.backToCourses')}
            </Button>
            <Button component={Link} to="/" variant="subtle">
              {t('courses.backToHome')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </PageContainer>
  );
}
