import type { Profile } from '@hub/contract/directory/profile.schema';
import { Modal, Stack } from '@mantine/core';
import { FormActions } from '../../../components/form-actions.tsx';
import { OwnProfileFields, useOwnProfileForm } from './own-profile-form.tsx';
import { useText } from '../texts.ts';

/**
 * The owner's edit dialog: professional (name, title, company, bio, e-mail, phone, LinkedIn) and corporate
 * (adds industry). The server lets only the member who created the profile change its e-mail.
 */
export function EditProfileDialog({ profile, onClose }: { profile: Profile | null; onClose: () => void }) {
  const t = useText();
  const edit = useOwnProfileForm(profile, onClose);

  return (
    <Modal
      opened={profile !== null}
      onClose={onClose}
      size="lg"
      title={edit.isCorporate ? t('directory.editCorporateProfile') : t('directory.editProfile')}
    >
      <form onSubmit={edit.save} noValidate>
        <Stack gap="sm">
          <OwnProfileFields edit={edit} />
          <FormActions
            isBusy={edit.update.isPending}
            isSubmitDisabled={edit.isIncomplete || edit.update.isPending}
            onCancel={onClose}
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
