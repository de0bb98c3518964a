import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The dashboard's own texts (its tabs' texts are each feature's, in `features/<name>/admin/i18n`). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
