import { featureTexts } from '../../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The dashboard's invite texts (the Whitelist tab's column and dialog), so residents never download them. */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
