import { useId } from 'react';
import { useChooseLanguage } from './account-language.tsx';
import { useLanguage, useText } from './language-provider.tsx';
import { LANGUAGES, nativeName } from './languages.ts';
import classes from './language-switch.module.css';

/**
 * The language switch: the browser's own select, styled to sit beside Mantine's controls. Mantine's NativeSelect
 * brought its Input (3 KB Brotli) into the signed-in home page's first load, which has no other field.
 * Each language is named in itself, so a reader finds theirs whatever the page is in.
 */
export function LanguageSwitch({ isLabelShown = true }: { isLabelShown?: boolean }) {
  const { language } = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const t = useText();
  const id = useId();
  return (
    <div className={classes.switch}>
      <label htmlFor={id} className={isLabelShown ? classes.label : classes.readersOnly}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={classes.select}
        value={language}
        onChange={(event) => void chooseLanguage(event.currentTarget.value)}
      >
        {LANGUAGES.map((value) => (
          // lang: a reader pronounces each name in its own language.
          <option key={value} value={value} lang={value}>
            {nativeName(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
