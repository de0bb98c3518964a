// The dashboard's lazily loaded entry: the Removed Items tab, so residents never download it.
export { RemovedItemsTab } from './admin/removed-items-tab.tsx';
// The dashboard's Needs review queue decides and reviews posts of either kind with the tab's own dialogs.
export { EditPostDialog } from './admin/post-form.tsx';
export { ReviewPostDialog } from './admin/review-post-dialog.tsx';
export { useModerationActions } from './admin/use-moderation-actions.ts';
export { type ModeratedPost, useAdminPosts } from './api/admin-posts.ts';
