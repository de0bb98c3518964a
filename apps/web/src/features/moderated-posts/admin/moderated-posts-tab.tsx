import type { PostStatus } from '@hub/contract/enums';
import { Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminRow, CreateAndList } from '../../../components/admin-row.tsx';
import { PagedList, RowList } from '../../../components/paged-list.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { DecisionRowActions, DeleteRowAction, RowAction } from '../../../components/row-action.tsx';
import { StatusBadge, StatusFilter } from '../../../components/status-badge.tsx';
import { preview } from '../../../lib/text.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { ADMIN_POSTS_PAGE_SIZE, type ModeratedPost, useAdminPosts } from '../api/admin-posts.ts';
import { canEditPost, type ModeratedPostKind } from '../post-kind.ts';
import { CreatePostForm, EditPostDialog } from './post-form.tsx';
import { ReviewPostDialog } from './review-post-dialog.tsx';
import { useModerationActions } from './use-moderation-actions.ts';
import { ListHeading } from '../../../components/list-heading.tsx';
import { totalLabel } from '../../../lib/list-total.ts';
import { useText } from './texts.ts';

function PostRow<Post extends ModeratedPost, Values, Input>({
  kind,
  post,
  onReview,
  onEdit,
}: {
  kind: ModeratedPostKind<Post, Values, Input>;
  post: Post;
  onReview: (post: Post) => void;
  onEdit: (post: Post) => void;
}) {
  const t = useText();
  const texts = kind.useTexts();
  const actions = useModerationActions(kind);
  const name = post.title;
  return (
    <AdminRow
      name={name}
      actions={
        <>
          <RowAction label={texts.review} name={name} icon={IconEye} onClick={() => onReview(post)} />
          {canEditPost(post) && (
            <RowAction
              label={t('moderated-posts.admin.edit')}
              name={name}
              icon={IconEdit}
              onClick={() => onEdit(post)}
            />
          )}
          {post.status === 'pending' && (
            <DecisionRowActions
              name={name}
              isDisabled={actions.isBusy}
              onApprove={() => void actions.approve(post)}
              onReject={() => void actions.reject(post)}
            />
          )}
          <DeleteRowAction
            name={name}
            isDisabled={actions.isBusy}
            onClick={() => void actions.remove(post)}
          />
        </>
      }
    >
      <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
            {name}
          </Text>
          <StatusBadge status={post.status} />
        </Group>
        <Text size="sm" c="dimmed" truncate>
          {texts.summary(post).filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} dir="auto">
          {preview(post.description)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {texts.posted(post)}
        </Text>
      </Stack>
    </AdminRow>
  );
}

/**
 * The Jobs and Internships tabs: a create form and the list of every post of the kind, searched and filtered by
 * status, with review, edit, delete, approve and reject.
 */
export function ModeratedPostsTab<Post extends ModeratedPost, Values, Input>({
  kind,
}: {
  kind: ModeratedPostKind<Post, Values, Input>;
}) {
  const paging = usePagedList<PostStatus>({ pageSize: ADMIN_POSTS_PAGE_SIZE });
  const [reviewing, setReviewing] = useState<Post | null>(null);
  const [editing, setEditing] = useState<Post | null>(null);
  const list = useAdminPosts<Post>(kind.kind, {
    status: paging.filterValue,
    search: paging.debouncedSearch,
    page: paging.page,
  });
  const t = useText();
  const texts = kind.useTexts();
  const values = { kind: kind.kind };

  return (
    <>
      <CreateAndList
        form={<CreatePostForm kind={kind} />}
        createLabel={t('moderated-posts.admin.createTitle', values)}
      >
        <ListHeading
          title={t('moderated-posts.admin.listTitle', { ...values, total: totalLabel(list.data) })}
          description={texts.listIntro}
        />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ListSearch
            label={t('moderated-posts.admin.search', values)}
            placeholder={t('moderated-posts.admin.searchPlaceholder')}
            paging={paging}
            style={{ flex: '1 1 200px' }}
          />
          <StatusFilter paging={paging} />
        </Group>
        <PagedList
          query={list}
          paging={paging}
          what={texts.what}
          pagesLabel={t('moderated-posts.admin.pages', values)}
          empty={
            paging.isFiltering
              ? {
                  title: t('moderated-posts.admin.noMatchingTitle', values),
                  text: t('moderated-posts.admin.noMatchingText'),
                }
              : { title: t('moderated-posts.admin.emptyTitle', values), text: texts.emptyText }
          }
        >
          {(posts) => (
            <RowList label={texts.plural} maxHeight={840}>
              {posts.map((post) => (
                <PostRow key={post.id} kind={kind} post={post} onReview={setReviewing} onEdit={setEditing} />
              ))}
            </RowList>
          )}
        </PagedList>
      </CreateAndList>
      <ReviewPostDialog
        kind={kind}
        post={reviewing}
        onClose={() => setReviewing(null)}
        onEdit={(post) => {
          setReviewing(null);
          setEditing(post);
        }}
      />
      <EditPostDialog kind={kind} post={editing} onClose={() => setEditing(null)} />
    </>
  );
}
