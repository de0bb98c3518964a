import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The courses' texts residents read (the dashboard's are in admin/texts.ts). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
