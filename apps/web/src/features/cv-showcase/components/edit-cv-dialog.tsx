import { type CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useEditDialog } from '../../../lib/form.ts';
import { toCvFormValues } from './cv-form-fields.tsx';
import { EditCvFields, useEditCvForm } from './edit-cv-form.tsx';
import { useText } from '../texts.ts';

/**
 * The edit CV dialog for the owner or an administrator: name and title (2+ characters) and section required,
 * everything else optional, including a new file that replaces the old one. Only administrators change the
 * e-mail, since it decides who owns the CV.
 */
export function EditCvDialog({ cv, onClose }: { cv: CvEntry | null; onClose: () => void }) {
  const t = useText();
  const edit = useEditCvForm();
  const dialog = useEditDialog(edit.form, cv, {
    toValues: toCvFormValues,
    onShow: edit.onShow,
    onClose,
    save: edit.save,
  });

  return (
    <FormDialog
      {...dialog}
      size="xl"
      title={t('cv-showcase.editCv')}
      gap="md"
      actions={{ isBusy: edit.update.isPending, mt: 'xs' }}
    >
      <EditCvFields edit={edit} cv={cv} />
    </FormDialog>
  );
}
