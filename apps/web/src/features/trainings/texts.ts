import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The trainings' texts residents read, and the enrollment statuses the dashboard shows too (its own are in admin/texts.ts). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));

/** A key of these texts, for tables that pick a text by value (a status's label) and word it at render. */
export type TextKey = keyof typeof en;
