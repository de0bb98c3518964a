import { APPLICATION_STATUS_LABELS, type PostStatus } from '@hub/contract/enums';
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

const POST_STATE: Record<PostStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for approval', color: 'yellow' },
  approved: { label: 'Published', color: 'teal' },
  rejected: { label: 'Not approved', color: 'red' },
};
const kindLabel = (kind: 'job' | 'internship') => (kind === 'job' ? 'Job' : 'Internship');

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
  return (
    <Group gap={6}>
      <Badge size="xs" variant="light" color={kind === 'job' ? 'blue' : 'grape'}>
        {kindLabel(kind)}
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
  if (items.length === 0)
    return <EmptyState title="No applications yet" text="Jobs and internships you apply to appear here." />;
  return (
    <Stack gap="sm">
      {items.map((application) => (
        <Group key={application.id} justify="space-between" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <PostTitle
              kind={application.kind}
              title={application.title}
              to={application.postId ? postDetailsPath(application.kind, application.postId) : null}
            />
            <Text size="xs" c="dimmed">
              {application.company} · applied {formatLongDate(application.createdAt)}
            </Text>
          </div>
          <Badge variant="light" aria-label={`Status: ${APPLICATION_STATUS_LABELS[application.status]}`}>
            {APPLICATION_STATUS_LABELS[application.status]}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

function Posts({ items }: { items: MyActivity['posts'] }) {
  if (items.length === 0)
    return (
      <EmptyState title="Nothing posted yet" text="Jobs and internships you post for approval appear here." />
    );
  return (
    <Stack gap="sm">
      {items.map((post) => {
        const state = post.isRemoved ? { label: 'Removed', color: 'gray' } : POST_STATE[post.status];
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
                {post.company} · posted {formatLongDate(post.createdAt)}
              </Text>
              {post.isRemoved && post.removalReason && (
                <Text size="xs" mt={2}>
                  Reason for removal: {post.removalReason}
                </Text>
              )}
            </div>
            <Badge variant="light" color={state.color}>
              {state.label}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}

function CvAndProfile({ cv, profile }: Pick<MyActivity, 'cv' | 'profile'>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Stack gap={6}>
        <Group gap={6}>
          <IconFileCv size={18} />
          <Text fw={600}>My CV</Text>
        </Group>
        {cv ? (
          <>
            <Text size="sm">
              {cv.name} · {cv.title} ({cv.section})
            </Text>
            <Button component={Link} to="/cv-showcase" variant="light" size="xs" w="fit-content">
              Edit my CV in the CV Showcase
            </Button>
          </>
        ) : (
          <Button component={Link} to="/cv-upload" variant="light" size="xs" w="fit-content">
            Upload my CV
          </Button>
        )}
      </Stack>
      <Stack gap={6}>
        <Group gap={6}>
          <IconUserCircle size={18} />
          <Text fw={600}>My directory profile</Text>
        </Group>
        {profile ? (
          <>
            <Text size="sm">
              {profile.name} · {profile.title}
              {profile.isVisible ? '' : ' (hidden by an administrator)'}
            </Text>
            <Button component={Link} to="/directory" variant="light" size="xs" w="fit-content">
              Edit my profile in the Directory
            </Button>
          </>
        ) : (
          <Button component={Link} to="/join-community" variant="light" size="xs" w="fit-content">
            Join the professional community
          </Button>
        )}
      </Stack>
    </SimpleGrid>
  );
}

/** /my-activity: everything of mine in one place, and which e-mails I get. */
export function MyActivityPage() {
  const activity = useMyActivity();
  return (
    <PageContainer size="lg">
      <PageHeader
        title="My Activity"
        description="Your applications, what you posted, your CV and profile, and the e-mails you get."
      />
      {activity.isPending ? (
        <Stack>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h={140} radius="md" />
          ))}
        </Stack>
      ) : activity.isError ? (
        <LoadFailedAlert title="Could not load your activity" query={activity} />
      ) : (
        <Stack gap="lg">
          <Section
            title="My applications"
            description="What you applied to, and where each application stands."
          >
            <Applications items={activity.data.applications} />
          </Section>
          <Section title="Saved" description="Jobs and internships you saved to come back to.">
            <SavedPostsList />
          </Section>
          <Section
            title="My posts"
            description="Jobs and internships you posted, and what the administrators decided."
          >
            <Posts items={activity.data.posts} />
          </Section>
          <Section title="My CV and profile" description="What other members see of you.">
            <CvAndProfile cv={activity.data.cv} profile={activity.data.profile} />
          </Section>
          <Section
            title="My job alerts"
            description="Hear about new jobs that fit your CV, scored like the administrators' CV-Job Match."
          >
            <JobAlertsForm />
          </Section>
          <Section
            title="Signed-in devices"
            description="Where you are signed in. Sign out a device you no longer use, or everywhere at once."
          >
            <SignedInDevices />
          </Section>
          <PasskeysCard />
          <Section
            title="My data"
            description="A copy of everything the community holds about you, or leaving for good."
          >
            <MyDataActions />
          </Section>
          <Section title="My mail settings" description="Choose which e-mails the community sends you.">
            <MailSettingsCard />
          </Section>
        </Stack>
      )}
    </PageContainer>
  );
}
