import { featureTexts } from '../../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The dashboard's Activities tab texts (Paddle Management, Trips Management), loaded with the tab only. */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));

/** A key of these texts, for values that pick a text and word it when it is shown (a file's 'too large'). */
export type TextKey = keyof typeof en;
