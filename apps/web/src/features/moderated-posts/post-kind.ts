import type { UseFormReturnType } from '@mantine/form';
import type { ComponentType } from 'react';
import type { ModeratedPost } from './api/admin-posts.ts';
import type { PostKind } from './api/post-keys.ts';

/** A kind's own words, from its feature's catalog in the active language. */
export type ModeratedPostTexts<Post extends ModeratedPost> = {
  /** 'job': in the dashboard's queue ('Approve job Designer'). */
  noun: string;
  /** 'Job': the queue's label of the kind. */
  title: string;
  /** 'Jobs': the list's accessible name. */
  plural: string;
  /** 'jobs': what failed to load ('Could not load jobs'). */
  what: string;
  /** The create form's accessible name. */
  createForm: string;
  createIntro: string;
  listIntro: string;
  /** The empty state's text when nothing is filtered. */
  emptyText: string;
  /** The row action that opens the review dialog ('Review' for jobs, 'View' for internships). */
  review: string;
  /** The failure toasts of the create form and the edit dialog, as the spec words them. */
  createFailed: string;
  updateFailed: string;
  /** The label of the poster's e-mail in the review dialog. */
  poster: string;
  /** The poster's role as people read it (the value is the role the server stores). */
  posterRole: (role: string) => string;
  removeMessage: (post: Post) => string;
  /** The row's second line: what kind of post it is, joined by ' · '. */
  summary: (post: Post) => (string | null)[];
  /** The row's last line: when and by whom. */
  posted: (post: Post) => string;
};

/**
 * Everything that differs between jobs and internships on the dashboard: their words, their form, what a row
 * and the review dialog show. The tab, the dialogs, the actions and the archive are the same code for both
 * (features/moderated-posts/admin), whose texts name the kind with an ICU `select` on `kind`.
 */
export type ModeratedPostKind<Post extends ModeratedPost, Values, Input> = {
  kind: PostKind;
  /** The kind's words; a hook, since it waits for the kind's catalog in the active language. */
  useTexts: () => ModeratedPostTexts<Post>;
  form: {
    useForm: (post: Post | null) => UseFormReturnType<Values>;
    toValues: (post: Post | null) => Values;
    /** The values as the server takes them; call after validation. */
    toInput: (values: Values) => Input;
    Fields: ComponentType<{ form: UseFormReturnType<Values> }>;
  };
  /** The review dialog's own section ('Job Information'); the poster, the timeline and the buttons are shared. */
  Details: ComponentType<{ post: Post }>;
  reviewSize: 'lg' | 'xl';
  /** Whether the review dialog offers 'Edit Internship' (spec: internships only). */
  canEditFromReview: boolean;
};

/** Edit is offered on pending and approved posts only (spec section 4); the server refuses others. */
export const canEditPost = (post: ModeratedPost) => post.status === 'approved' || post.status === 'pending';
