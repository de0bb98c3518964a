import type { UseFormReturnType } from '@mantine/form';
import type { ComponentType } from 'react';
import type { ModeratedPost } from './api/admin-posts.ts';
import type { PostKind } from './api/post-keys.ts';

/**
 * Everything that differs between jobs and internships on the dashboard: their names, their form, what a row
 * and the review dialog show, and the few texts the spec words differently. The tab, the dialogs, the actions
 * and the archive are the same code for both (features/moderated-posts/admin).
 */
export type ModeratedPostKind<Post extends ModeratedPost, Values, Input> = {
  kind: PostKind;
  /** 'job': in toasts and confirmations ('Failed to delete job'). */
  noun: string;
  /** 'Job': in titles and buttons ('Create Job', 'Review Job', 'Job created successfully!'). */
  title: string;
  /** 'Jobs': the list's name ('All Jobs (3)'); its lower case names searches and empty states. */
  plural: string;
  texts: {
    /** The create form's accessible name. */
    createForm: string;
    createIntro: string;
    listIntro: string;
    /** The empty state's text when nothing is filtered. */
    emptyText: string;
    /** The row action that opens the review dialog. */
    review: 'Review' | 'View';
    /** The failure toasts of the create form and the edit dialog, as the spec words them. */
    createFailed: string;
    updateFailed: string;
    /** The label of the poster's e-mail in the review dialog. */
    poster: string;
    removeMessage: (post: Post) => string;
  };
  form: {
    useForm: (post: Post | null) => UseFormReturnType<Values>;
    toValues: (post: Post | null) => Values;
    /** The values as the server takes them; call after validation. */
    toInput: (values: Values) => Input;
    Fields: ComponentType<{ form: UseFormReturnType<Values> }>;
  };
  /** The row's second line: what kind of post it is, joined by ' · '. */
  summary: (post: Post) => (string | null)[];
  /** The row's last line: when and by whom. */
  posted: (post: Post) => string;
  /** The review dialog's own section ('Job Information'); the poster, the timeline and the buttons are shared. */
  Details: ComponentType<{ post: Post }>;
  reviewSize: 'lg' | 'xl';
  /** Whether the review dialog offers 'Edit Internship' (spec: internships only). */
  canEditFromReview: boolean;
};

/** Edit is offered on pending and approved posts only (spec section 4); the server refuses others. */
export const canEditPost = (post: ModeratedPost) => post.status === 'approved' || post.status === 'pending';
