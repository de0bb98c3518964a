import {
  NumberInput,
  type NumberInputProps,
  PasswordInput,
  Select,
  type SelectProps,
  type PasswordInputProps,
  Textarea,
  TextInput,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import { useText } from '../i18n/language-provider.tsx';

/** Spans both columns of a two-column form grid (`SimpleGrid cols={{ base: 1, sm: 2 }}`). */
export const FULL_WIDTH: CSSProperties = { gridColumn: '1 / -1' };

type WideProps = { isWide?: boolean };

/**
 * A text area that grows with what is typed, from `lines[0]` to `lines[1]` lines (3 to 8 unless the form wants
 * more room); `isWide` spans a two-column grid.
 */
export function LongTextField({
  lines = [3, 8],
  isWide,
  ...props
}: TextareaProps & WideProps & { lines?: readonly [number, number] }) {
  return (
    <Textarea
      autosize
      minRows={lines[0]}
      maxRows={lines[1]}
      style={isWide ? FULL_WIDTH : undefined}
      {...props}
    />
  );
}

/** Skills typed as text, with how to separate them and an example in the field's own words. */
export function SkillsField({
  example,
  description,
  isWide,
  ...props
}: TextInputProps & WideProps & { example: string }) {
  const t = useText();
  return (
    <TextInput
      label={t('common.skills')}
      description={description ?? t('formFields.skillsDescription')}
      placeholder={t('formFields.example', { example })}
      style={isWide ? FULL_WIDTH : undefined}
      {...props}
    />
  );
}

/**
 * A form's choice among fixed options, searched as typed ('No option found.' when nothing matches). A choice that
 * is not required can be cleared.
 */
export function ChoiceField({ placeholder, required, ...props }: SelectProps) {
  const t = useText();
  return (
    <Select
      searchable
      nothingFoundMessage={t('common.noOption')}
      placeholder={placeholder ?? t('formFields.select')}
      required={required}
      clearable={!required}
      {...props}
    />
  );
}

/** A count typed as a whole number, never negative ('Positions', 'Capacity'); `min` and `max` as the form wants. */
export function WholeNumberField(props: NumberInputProps) {
  return <NumberInput allowDecimal={false} allowNegative={false} {...props} />;
}

/** An e-mail address input, so browsers offer the person's own address. */
export function EmailField(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" {...props} />;
}

/** A phone number input, so phones show the dial pad and browsers offer the person's own number. */
export function PhoneField(props: TextInputProps) {
  return <TextInput type="tel" autoComplete="tel" {...props} />;
}

/** The password a person already has, asked again before a change: browsers offer the saved one. */
export function CurrentPasswordField(props: PasswordInputProps) {
  const t = useText();
  return (
    <PasswordInput
      label={t('formFields.currentPassword')}
      autoComplete="current-password"
      required
      {...props}
    />
  );
}

/** A password being chosen: browsers offer to suggest a strong one. */
export function NewPasswordField(props: PasswordInputProps) {
  return <PasswordInput autoComplete="new-password" {...props} />;
}
