import { featureTexts } from '../../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The courses' texts on the admin dashboard, loaded with its tab so residents never download them. */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
