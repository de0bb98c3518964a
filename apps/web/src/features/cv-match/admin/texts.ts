import { featureTexts } from '../../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The CV-Job Match's texts, on the admin dashboard only (residents never download them). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
