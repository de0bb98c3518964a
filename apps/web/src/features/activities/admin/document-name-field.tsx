import { TextInput, type TextInputProps } from '@mantine/core';
import { useText } from './texts.ts';

/**
 * A trip document's name, which residents see on its button instead of the file's name ('Packing list'); left
 * blank, the button says 'Trip document' and shows the file's name below it.
 */
export function DocumentNameField(props: TextInputProps) {
  const t = useText();
  return (
    <TextInput
      label={t('activities.admin.documentName')}
      description={t('activities.admin.documentNameDescription')}
      placeholder={t('activities.admin.documentNamePlaceholder')}
      {...props}
    />
  );
}
