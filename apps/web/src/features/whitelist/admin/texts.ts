import { featureTexts } from '../../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The whitelist tab's texts: the dashboard's only, so residents never download them. */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
