import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** What the live stream tells members about their own posts and applications (its toasts). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
