import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useLanguage, useText } from './language-provider.tsx';
import { LANGUAGES, nativeName } from './languages.ts';

/**
 * The language switch: a native select (Mantine's Select would bring its floating layer into every first load).
 * Each language is named in itself, so a reader finds theirs whatever the page is in.
 */
export function LanguageSwitch({
  isLabelShown = true,
  ...props
}: Omit<NativeSelectProps, 'data' | 'value' | 'onChange' | 'label'> & {
  /** In the header the label is for readers only: the languages' names say what the select is. */
  isLabelShown?: boolean;
}) {
  const { language, changeLanguage } = useLanguage();
  const t = useText();
  return (
    <NativeSelect
      {...props}
      label={isLabelShown ? t('language.label') : undefined}
      aria-label={isLabelShown ? undefined : t('language.label')}
      value={language}
      data={LANGUAGES.map((value) => ({ value, label: nativeName(value) }))}
      onChange={(event) => void changeLanguage(event.currentTarget.value)}
    />
  );
}
