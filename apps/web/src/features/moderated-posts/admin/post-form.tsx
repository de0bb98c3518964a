import { CreateFormCard, useOnCreated } from '../../../components/create-form-card.tsx';
import { submitWithFeedback, useEditDialog } from '../../../lib/form.ts';
import { type ModeratedPost, usePostMutations } from '../api/admin-posts.ts';
import type { ModeratedPostKind } from '../post-kind.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useText } from './texts.ts';

type KindProps<Post extends ModeratedPost, Values, Input> = { kind: ModeratedPostKind<Post, Values, Input> };

/** Posts created here are approved and published at once, with the administrator's e-mail as the poster. */
export function CreatePostForm<Post extends ModeratedPost, Values, Input>({
  kind,
}: KindProps<Post, Values, Input>) {
  const t = useText();
  const texts = kind.useTexts();
  const { create } = usePostMutations<Post, Input>(kind.kind);
  const form = kind.form.useForm(null);
  const onCreated = useOnCreated();
  const submit = submitWithFeedback(form, (values) => ({
    run: () => create.mutateAsync(kind.form.toInput(values)),
    success: t('moderated-posts.admin.created', { kind: kind.kind }),
    failure: texts.createFailed,
    onDone: () => {
      form.reset();
      onCreated();
    },
  }));
  return (
    <CreateFormCard
      label={texts.createForm}
      title={t('moderated-posts.admin.createTitle', { kind: kind.kind })}
      intro={texts.createIntro}
      isBusy={create.isPending}
      onSubmit={submit}
    >
      <kind.form.Fields form={form} />
    </CreateFormCard>
  );
}

/** Edit a pending or approved post: every field of the create form. The server refuses others (409). */
export function EditPostDialog<Post extends ModeratedPost, Values, Input>({
  kind,
  post,
  onClose,
}: KindProps<Post, Values, Input> & { post: Post | null; onClose: () => void }) {
  const t = useText();
  const texts = kind.useTexts();
  const { update } = usePostMutations<Post, Input>(kind.kind);
  const form = kind.form.useForm(post);

  const dialog = useEditDialog(form, post, {
    toValues: kind.form.toValues,
    onClose,
    save: (post, values) => ({
      run: () => update.mutateAsync({ id: post.id, input: kind.form.toInput(values) }),
      success: t('moderated-posts.admin.updated', { kind: kind.kind }),
      failure: texts.updateFailed,
    }),
  });

  return (
    <FormDialog
      {...dialog}
      title={t('moderated-posts.admin.editTitle', { kind: kind.kind })}
      size="xl"
      gap="md"
      actions={{ isBusy: update.isPending, mt: 'xs' }}
    >
      <kind.form.Fields form={form} />
    </FormDialog>
  );
}
