export {
  postContentColumns,
  postListIndexes,
  postModerationColumns,
  postSearchDocument,
  postSearchText,
} from './post-columns.ts';
export { moderationFieldsOf, postModeration, publicationOf } from './post-moderation.ts';
export {
  registerPostAdminRoutes,
  registerPostMemberRoutes,
  type PostRoutesKind,
  type PostSchemas,
} from './post-routes.ts';
export type { DeletePostDependents } from './post-moderation.ts';
