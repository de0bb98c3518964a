import { Modal, type ModalProps, Stack } from '@mantine/core';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { FormActions } from './form-actions.tsx';

/**
 * A dialog that is one form: the title names it, the fields, and `FormActions` at its foot, whose Cancel
 * closes it like Escape does. `actions` words the submit button ('Add Course', 'Adding...').
 */
export function FormDialog({
  opened,
  onClose,
  title,
  size,
  onSubmit,
  gap = 'sm',
  actions,
  children,
}: Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  gap?: 'sm' | 'md';
  actions: Omit<ComponentProps<typeof FormActions>, 'onCancel' | 'cancelTo'>;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={gap}>
          {children}
          <FormActions {...actions} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
