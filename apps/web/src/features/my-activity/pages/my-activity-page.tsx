import type { ApplicationStatus, PostStatus } from '@hub/contract/enums';
import type { MyActivity } from '@hub/contract/my-activity/my-activity.schema';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileCv, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { postDetailsPath } from '../../../lib/post-paths.ts';
import { MailSettingsCard } from '../../mail/index.ts';
import { SavedPostsList } from '../../saved-posts/index.ts';
import { useMyActivity } from '../api/my-activity.ts';
import { JobAlertsForm } from '../components/job-alerts-form.tsx';
import { MyDataActions } from '../components/my-data-actions.tsx';
import { PasskeysCard } from '../../passkeys/index.ts';
import { SignedInDevices } from '../components/signed-in-devices.tsx';
import { type TextKey, useText } from '../texts.ts';

const POST_STATE: Record<PostStatus, { labelKey: TextKey; color: string }> = {
  pending: { labelKey: 'my-activity.postPending', color: 'yellow' },
  approved: { labelKey: 'my-activity.postApproved', color: 'teal' },
  rejected: { labelKey: 'my-activity.postRejected', color: 'red' },
};
const REMOVED_STATE: { labelKey: TextKey; color: string } = {
  labelKey: 'my-activity.postRemoved',
  color: 'gray',
};
const APPLICATION_STATUS: Record<ApplicationStatus, TextKey> = {
  submitted: 'my-activity.statusSubmitted',
  under_review: 'my-activity.statusUnderReview',
  interview: 'my-activity.statusInterview',
  accepted: 'my-activity.statusAccepted',
  rejected: 'my-activity.statusRejected',
};
const KIND: Record<'job' | 'internship', TextKey> = {
  job: 'my-activity.kindJob',
  internship: 'my-activity.kindInternship',
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="xl">
        {title}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {description}
      </Text>
      {children}
    </Card>
  );
}

/** A post's kind and title; the title links to the post while residents can see it. */
function PostTitle({ kind, title, to }: { kind: 'job' | 'internship'; title: string; to: string | null }) {
  const t = useText();
  return (
    <Group gap={6}>
      <Badge size="xs" variant="light" color={kind === 'job' ? 'blue' : 'grape'}>
        {t(KIND[kind])}
      </Badge>
      {to ? (
        <Anchor component={Link} to={to} fw={600} size="sm">
          {title}
        </Anchor>
      ) : (
        <Text fw={600} size="sm">
          {title}
        </Text>
      )}
    </Group>
  );
}

function Applications({ items }: { items: MyActivity['applications'] }) {
  const t = useText();
  if (items.length === 0)
    return (
      <EmptyState title={t('my-activity.noApplicationsTitle')} text={t('my-activity.noApplicationsText')} />
    );
  return (
    <Stack gap="sm">
      {items.map((application) => {
        const status = t(APPLICATION_STATUS[application.status]);
        return (
          <Group key={application.id} justify="space-between" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <PostTitle
                kind={application.kind}
                title={application.title}
                to={application.postId ? postDetailsPath(application.kind, application.postId) : null}
              />
              <Text size="xs" c="dimmed">
                {t('my-activity.appliedOn', {
                  company: application.company,
                  date: formatLongDate(application.createdAt),
                })}
              </Text>
            </div>
            <Badge variant="light" aria-label={t('my-activity.applicationStatus', { status })}>
              {status}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}

function Posts({ items }: { items: MyActivity['posts'] }) {
  const t = useText();
  if (items.length === 0)
    return <EmptyState title={t('my-activity.noPostsTitle')} text={t('my-activity.noPostsText')} />;
  return (
    <Stack gap="sm">
      {items.map((post) => {
        const state = post.isRemoved ? REMOVED_STATE : POST_STATE[post.status];
        return (
          <Group key={`${post.kind}-${post.id}`} justify="space-between" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <PostTitle
                kind={post.kind}
                title={post.title}
                to={
                  post.status === 'approved' && !post.isRemoved ? postDetailsPath(post.kind, post.id) : null
                }
              />
              <Text size="xs" c="dimmed">
                {t('my-activity.postedOn', { company: post.company, date: formatLongDate(post.createdAt) })}
              </Text>
              {post.isRemoved && post.removalReason && (
                <Text size="xs" mt={2}>
                  {t('my-activity.removalReason', { reason: post.removalReason })}
                </Text>
              )}
            </div>
            <Badge variant="light" color={state.color}>
              {t(state.labelKey)}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}

function CvAndProfile({ cv, profile }: Pick<MyActivity, 'cv' | 'profile'>) {
  const t = useText();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Stack gap={6}>
        <Group gap={6}>
          <IconFileCv size={18} />
          <Text fw={600}>{t('my-activity.myCv')}</Text>
        </Group>
        {cv ? (
          <>
            <Text size="sm">
              {cv.name} · {cv.title} ({cv.section})
            </Text>
            <Button component={Link} to="/cv-showcase" variant="light" size="xs" w="fit-content">
              {t('my-activity.editCv')}
            </Button>
          </>
        ) : (
          <Button component={Link} to="/cv-upload" variant="light" size="xs" w="fit-content">
            {t('my-activity.uploadMyCv')}
          </Button>
        )}
      </Stack>
      <Stack gap={6}>
        <Group gap={6}>
          <IconUserCircle size={18} />
          <Text fw={600}>{t('my-activity.myProfile')}</Text>
        </Group>
        {profile ? (
          <>
            <Text size="sm">
              {t(profile.isVisible ? 'my-activity.profileLine' : 'my-activity.profileLineHidden', {
                name: profile.name,
                title: profile.title,
              })}
            </Text>
            <Button component={Link} to="/directory" variant="light" size="xs" w="fit-content">
              {t('my-activity.editProfile')}
            </Button>
          </>
        ) : (
          <Button component={Link} to="/join-community" variant="light" size="xs" w="fit-content">
            {t('my-activity.joinCommunity')}
          </Button>
        )}
      </Stack>
    </SimpleGrid>
  );
}

/** /my-activity: everything of mine in one place, and which e-mails I get. */
export function MyActivityPage() {
  const t = useText();
  const activity = useMyActivity();
  return (
    <PageContainer size="lg">
      <PageHeader title={t('my-activity.pageTitle')} description={t('my-activity.pageDescription')} />
      {activity.isPending ? (
        <Stack>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h={140} radius="md" />
          ))}
        </Stack>
      ) : activity.isError ? (
        <LoadFailedAlert title={t('my-activity.loadFailed')} query={activity} />
      ) : (
        <Stack gap="lg">
          <Section
            title={t('my-activity.applicationsTitle')}
            description={t('my-activity.applicationsDescription')}
          >
            <Applications items={activity.data.applications} />
          </Section>
          <Section title={t('my-activity.savedTitle')} description={t('my-activity.savedDescription')}>
            <SavedPostsList />
          </Section>
          <Section title={t('my-activity.postsTitle')} description={t('my-activity.postsDescription')}>
            <Posts items={activity.data.posts} />
          </Section>
          <Section
            title={t('my-activity.cvAndProfileTitle')}
            description={t('my-activity.cvAndProfileDescription')}
          >
            <CvAndProfile cv={activity.data.cv} profile={activity.data.profile} />
          </Section>
          <Section
            title={t('my-activity.jobAlertsTitle')}
            description={t('my-activity.jobAlertsDescription')}
          >
            <JobAlertsForm />
          </Section>
          <Section title={t('my-activity.devicesTitle')} description={t('my-activity.devicesDescription')}>
            <SignedInDevices />
          </Section>
          <PasskeysCard />
          <Section title={t('my-activity.myDataTitle')} description={t('my-activity.myDataDescription')}>
            <MyDataActions />
          </Section>
          <Section
            title={t('my-activity.mailSettingsTitle')}
            description={t('my-activity.mailSettingsDescription')}
          >
            <MailSettingsCard />
          </Section>
        </Stack>
      )}
    </PageContainer>
  );
}
