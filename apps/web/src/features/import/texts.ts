import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The import page's texts (an administrator's page only). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
