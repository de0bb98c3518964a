import type { AccessRequest } from '@hub/contract/access-requests/access-request.schema';
import type { AdminInternship } from '@hub/contract/internships/internship.schema';
import type { AdminJob } from '@hub/contract/jobs/job.schema';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecks, IconEye } from '@tabler/icons-react';
import { Trans } from '@lingui/react';
import { Children, Fragment, type ReactNode, useState } from 'react';
import { ListHeading } from '../../../components/list-heading.tsx';
import { DECISION_LOOKS } from '../../../components/row-action.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { useAccessRequestDecision, useAccessRequests } from '../../access-requests/admin.ts';
import { INTERNSHIP_KIND } from '../../internships/admin.ts';
import { JOB_KIND } from '../../jobs/admin.ts';
import {
  EditPostDialog,
  type ModeratedPost,
  ReviewPostDialog,
  useAdminPosts,
  useModerationActions,
} from '../../moderated-posts/admin.ts';
import type { ModeratedPostKind } from '../../moderated-posts/index.ts';
import { text, useText } from '../texts.ts';

/** How many waiting items show before 'Show all'. */
const FIRST_SHOWN = 5;

// oxlint-disable-next-line typescript/no-explicit-any -- a kind of any post: the queue holds both kinds.
type AnyKind = ModeratedPostKind<any, any, any>;

/** One thing waiting for a decision, whatever it is. */
type Waiting = { key: string; createdAt: string; item: ReactNode };

/** Buttons share their row's width; one too wide for its share goes to the next line whole, never cut. */
const SHARED_WIDTH = { flex: '1 1 auto' };

const pending = { status: 'pending', search: '', page: 1 } as const;

/** Approve or Reject in one tap, or a third button (Review); `what` names them: 'Approve job Pool Lifeguard'. */
function DecisionButtons({
  what,
  isBusy,
  onApprove,
  onReject,
  children,
}: {
  what: string;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
  children?: ReactNode;
}) {
  const t = useText();
  const decisions = [
    {
      look: DECISION_LOOKS.Approve,
      label: t('admin.review.approve'),
      name: t('admin.review.approveWhat', { what }),
      onClick: onApprove,
    },
    {
      look: DECISION_LOOKS.Reject,
      label: t('admin.review.reject'),
      name: t('admin.review.rejectWhat', { what }),
      onClick: onReject,
    },
  ];
  return (
    <Group gap="xs">
      {decisions.map(({ look, label, name, onClick }) => (
        <Button
          key={label}
          variant="light"
          color={look.color}
          leftSection={<look.icon size={16} />}
          disabled={isBusy}
          style={SHARED_WIDTH}
          aria-label={name}
          onClick={onClick}
        >
          {label}
        </Button>
      ))}
      {children}
    </Group>
  );
}

/** One waiting item as a card: what it is and when it came, its name, a line or two, and its buttons. */
function WaitingCard({
  kindLabel,
  title,
  lines,
  createdAt,
  children,
}: {
  kindLabel: string;
  title: string;
  /** Each its own line; addresses and telephone numbers inside them isolated (<bdi>) by the caller. */
  lines: ReactNode[];
  createdAt: string;
  children: ReactNode;
}) {
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
            {kindLabel}
          </Badge>
          <Text size="xs" c="dimmed">
            {formatLocalDateTime(createdAt)}
          </Text>
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
          {title}
        </Text>
        {Children.map(lines, (line) => (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
        {children}
      </Stack>
    </Paper>
  );
}

/** A pending job or internship: approve, reject (no reason: the review dialog takes one) or review. */
function WaitingPost({ kind, post, onReview }: { kind: AnyKind; post: ModeratedPost; onReview: () => void }) {
  const t = useText();
  const actions = useModerationActions(kind);
  const texts = kind.useTexts();
  const what = t('admin.review.post', { kind: texts.noun, title: post.title });
  return (
    <WaitingCard
      kindLabel={texts.title}
      title={post.title}
      lines={[
        texts.summary(post).filter(Boolean).join(' · '),
        t('admin.review.postedBy', { email: post.posterEmail }),
      ]}
      createdAt={post.createdAt}
    >
      <DecisionButtons
        what={what}
        isBusy={actions.isBusy}
        onApprove={() => void actions.approve(post)}
        onReject={() => void actions.reject(post)}
      >
        <Button
          variant="default"
          leftSection={<IconEye size={16} />}
          style={SHARED_WIDTH}
          aria-label={t('admin.review.actionOn', { action: texts.review, what })}
          onClick={onReview}
        >
          {texts.review}
        </Button>
      </DecisionButtons>
    </WaitingCard>
  );
}

function WaitingRequest({
  request,
  decision: { decide, isBusy },
}: {
  request: AccessRequest;
  decision: ReturnType<typeof useAccessRequestDecision>;
}) {
  const t = useText();
  return (
    <WaitingCard
      kindLabel={t('admin.review.accessRequest')}
      title={request.fullName}
      lines={[
        <bdi key="email">{request.email}</bdi>,
        <Fragment key="unit">
          <Trans
            id={'admin.review.unit' satisfies Parameters<typeof text>[0]}
            values={{ unit: <bdi>{request.unitNumber}</bdi> }}
          />
          {request.mobile && (
            <>
              {' · '}
              <bdi>{request.mobile}</bdi>
            </>
          )}
        </Fragment>,
      ]}
      createdAt={request.createdAt}
    >
      <DecisionButtons
        what={t('admin.review.accessRequestFrom', { name: request.fullName })}
        isBusy={isBusy}
        onApprove={() => void decide(request, 'approved')}
        onReject={() => void decide(request, 'rejected')}
      />
    </WaitingCard>
  );
}

/** The review dialog of one kind, and its Edit dialog (internships offer Edit from the review). */
function ReviewDialogs({
  kind,
  post,
  onClose,
}: {
  kind: AnyKind;
  post: ModeratedPost | null;
  onClose: () => void;
}) {
  const [editing, setEditing] = useState<ModeratedPost | null>(null);
  return (
    <>
      <ReviewPostDialog
        kind={kind}
        post={post}
        onClose={onClose}
        onEdit={(chosen) => {
          onClose();
          setEditing(chosen);
        }}
      />
      <EditPostDialog kind={kind} post={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/**
 * The dashboard's first section, on phones as on desktop: pending jobs, internships and access requests, newest
 * first, each approved or rejected in one tap, with the review dialog one tap away (decision 059). It reads the
 * first page of each tab's own list filtered to pending, so a decision here or there refreshes both.
 */
export function NeedsReview() {
  const t = useText();
  const jobs = useAdminPosts<AdminJob>('jobs', pending);
  const internships = useAdminPosts<AdminInternship>('internships', pending);
  const requests = useAccessRequests('pending', 1);
  const requestDecision = useAccessRequestDecision();
  const [reviewing, setReviewing] = useState<{ kind: AnyKind; post: ModeratedPost } | null>(null);
  const [isShowingAll, setIsShowingAll] = useState(false);

  const lists = [jobs, internships, requests];
  const total = lists.reduce((sum, list) => sum + (list.data?.total ?? 0), 0);
  const postsOf = (kind: AnyKind, posts: ModeratedPost[] = []): Waiting[] =>
    posts.map((post) => ({
      key: `${kind.kind}-${post.id}`,
      createdAt: post.createdAt,
      item: <WaitingPost kind={kind} post={post} onReview={() => setReviewing({ kind, post })} />,
    }));
  const waiting = [
    ...postsOf(JOB_KIND, jobs.data?.items),
    ...postsOf(INTERNSHIP_KIND, internships.data?.items),
    ...(requests.data?.items ?? []).map((request) => ({
      key: `request-${request.id}`,
      createdAt: request.createdAt,
      item: <WaitingRequest request={request} decision={requestDecision} />,
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const shown = isShowingAll ? waiting : waiting.slice(0, FIRST_SHOWN);
  const failed = lists.find((list) => list.isError);

  return (
    <Stack component="section" aria-label={t('admin.review.title')} gap="sm" mb="xl">
      <ListHeading
        title={
          lists.some((list) => list.isPending)
            ? t('admin.review.title')
            : t('admin.review.titleWithCount', { count: formatNumber(total) })
        }
        description={t('admin.review.description')}
      />
      {failed?.error && (
        <Alert color="red" variant="light" title={t('admin.review.loadFailed')}>
          {failed.error.message}
        </Alert>
      )}
      {lists.some((list) => list.isPending) ? (
        <TableSkeleton rows={2} />
      ) : waiting.length === 0 ? (
        <Paper withBorder p="sm" radius="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" aria-hidden>
              <IconChecks size={18} />
            </ThemeIcon>
            <Text size="sm">{t('admin.review.nothing')}</Text>
          </Group>
        </Paper>
      ) : (
        <>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, md: 2 }}
            spacing="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {shown.map(({ key, item }) => (
              <Fragment key={key}>{item}</Fragment>
            ))}
          </SimpleGrid>
          {(waiting.length > FIRST_SHOWN || total > waiting.length) && (
            <Group justify="space-between" gap="xs">
              {waiting.length > FIRST_SHOWN && (
                <Button variant="subtle" size="compact-sm" onClick={() => setIsShowingAll(!isShowingAll)}>
                  {isShowingAll
                    ? t('admin.review.showFewer')
                    : t('admin.review.showAll', { count: formatNumber(waiting.length) })}
                </Button>
              )}
              {total > waiting.length && (
                <Text size="xs" c="dimmed">
                  {t('admin.review.restInTabs')}
                </Text>
              )}
            </Group>
          )}
        </>
      )}
      {[JOB_KIND, INTERNSHIP_KIND].map((kind) => (
        <ReviewDialogs
          key={kind.kind}
          kind={kind}
          post={reviewing?.kind === kind ? reviewing.post : null}
          onClose={() => setReviewing(null)}
        />
      ))}
      {requestDecision.inviteDialog}
    </Stack>
  );
}
