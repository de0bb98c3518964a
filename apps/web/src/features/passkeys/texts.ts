import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/**
 * The passkeys card's texts. The sign-in button's are the shell's (i18n/catalogs: `passkeys.signIn`, …), since the
 * prerendered login pages show it; this catalog's keys are under `passkeys.card.` so the two never word one key.
 */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
