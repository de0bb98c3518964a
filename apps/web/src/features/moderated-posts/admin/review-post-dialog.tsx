import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCalendarPlus, IconEdit, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DecisionReasonField } from '../../../components/decision-reason-field.tsx';
import { DECISION_LOOKS } from '../../../components/row-action.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { StickyDialogFooter } from '../../../components/sticky-dialog-footer.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { useIsWideScreen } from '../../../lib/screen.ts';
import type { ModeratedPost } from '../api/admin-posts.ts';
import { canEditPost, type ModeratedPostKind } from '../post-kind.ts';
import { useModerationActions } from './use-moderation-actions.ts';
import { useText } from './texts.ts';

/** One labelled value of the review dialog; an empty one reads '—'. */
export function ReviewField({
  label,
  children,
  isWide,
}: {
  label: string;
  children: ReactNode;
  isWide?: boolean;
}) {
  return (
    <div style={isWide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** A titled part of the review dialog; its fields sit in two columns from small screens up. */
export function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function ReviewGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

/**
 * The review dialog: the post's own information (the kind's Details), the poster, a timeline with the posted and
 * last-updated dates, and the moderation buttons (approve and reject while pending, with an optional reason).
 */
export function ReviewPostDialog<Post extends ModeratedPost, Values, Input>({
  kind,
  post,
  onClose,
  onEdit,
}: {
  kind: ModeratedPostKind<Post, Values, Input>;
  post: Post | null;
  onClose: () => void;
  onEdit: (post: Post) => void;
}) {
  const t = useText();
  const texts = kind.useTexts();
  const actions = useModerationActions(kind);
  // A new post to review starts with no reason.
  const [reason, setReason] = useState('');
  const [reasonFor, setReasonFor] = useState<string | null>(null);
  if ((post?.id ?? null) !== reasonFor) {
    setReasonFor(post?.id ?? null);
    setReason('');
  }
  const isPending = post?.status === 'pending';
  const isWide = useIsWideScreen();
  return (
    <Modal
      opened={post !== null}
      onClose={onClose}
      title={t('moderated-posts.admin.reviewTitle', { kind: kind.kind })}
      size={kind.reviewSize}
      fullScreen={!isWide}
    >
      {post && (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} fz="lg" lh={1.3}>
                {post.title}
              </Text>
              <Text c="dimmed" size="sm">
                {post.company}
              </Text>
            </div>
            <StatusBadge status={post.status} />
          </Group>

          <kind.Details post={post} />
          <Divider />
          <ReviewSection title={t('moderated-posts.admin.posterInformation')}>
            <ReviewGrid>
              <ReviewField label={texts.poster}>{post.posterEmail}</ReviewField>
              <ReviewField label={t('moderated-posts.admin.roleInCompany')}>
                {texts.posterRole(post.posterRole)}
              </ReviewField>
              <ReviewField label={t('moderated-posts.admin.contactEmail')}>{post.contactEmail}</ReviewField>
              <ReviewField label={t('moderated-posts.admin.contactPhone')}>{post.contactPhone}</ReviewField>
            </ReviewGrid>
          </ReviewSection>
          <Divider />
          <ReviewSection title={t('moderated-posts.admin.timeline')}>
            <Timeline active={1} bulletSize={24} lineWidth={2}>
              <Timeline.Item
                bullet={<IconCalendarPlus size={14} />}
                title={t('moderated-posts.admin.posted')}
              >
                <Text size="sm" c="dimmed">
                  {formatLocalDateTime(post.createdAt)}
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconEdit size={14} />} title={t('moderated-posts.admin.lastUpdated')}>
                <Text size="sm" c="dimmed">
                  {formatLocalDateTime(post.updatedAt)}
                </Text>
              </Timeline.Item>
            </Timeline>
          </ReviewSection>

          {isPending && <DecisionReasonField value={reason} onChange={setReason} />}
          <StickyDialogFooter>
            {isPending && (
              <>
                <Button
                  color={DECISION_LOOKS.Approve.color}
                  leftSection={<DECISION_LOOKS.Approve.icon size={16} />}
                  disabled={actions.isBusy}
                  onClick={() => actions.approve(post, onClose)}
                >
                  {t('moderated-posts.admin.approve')}
                </Button>
                <Button
                  color={DECISION_LOOKS.Reject.color}
                  variant="light"
                  leftSection={<DECISION_LOOKS.Reject.icon size={16} />}
                  disabled={actions.isBusy}
                  onClick={() => actions.reject(post, onClose, reason)}
                >
                  {t('moderated-posts.admin.reject')}
                </Button>
              </>
            )}
            {kind.canEditFromReview && canEditPost(post) && (
              <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => onEdit(post)}>
                {t('moderated-posts.admin.editTitle', { kind: kind.kind })}
              </Button>
            )}
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              disabled={actions.isBusy}
              onClick={() => actions.remove(post, onClose)}
            >
              {t('moderated-posts.admin.delete')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('moderated-posts.admin.close')}
            </Button>
          </StickyDialogFooter>
        </Stack>
      )}
    </Modal>
  );
}
