import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** My Activity's texts (its page, job alerts, devices and my data), and the signed-in devices the admin account page shows. */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));

/** A key of these texts, for tables that pick a text by value (a status's label) and word it at render. */
export type TextKey = keyof typeof en;
