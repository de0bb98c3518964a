import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The first-run setup page's texts (/setup). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
