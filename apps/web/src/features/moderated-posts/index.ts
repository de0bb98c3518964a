// The moderated-posts feature's entry point for the features that configure it (jobs, internships).
export { ModeratedPostsTab } from './admin/moderated-posts-tab.tsx';
export { ReviewField, ReviewGrid, ReviewSection } from './admin/review-post-dialog.tsx';
export type { ModeratedPostKind, ModeratedPostTexts } from './post-kind.ts';
