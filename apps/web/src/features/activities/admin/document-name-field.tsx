import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A trip document's name, which residents see on its button instead of the file's name ('Packing list'); left
 * blank, the button says 'Trip document' and shows the file's name below it.
 */
export function DocumentNameField(props: TextInputProps) {
  return (
    <TextInput
      label="Document Name"
      description="Optional: what residents see on the document's button, e.g. Packing list"
      placeholder="e.g. Day-by-day plan"
      {...props}
    />
  );
}
