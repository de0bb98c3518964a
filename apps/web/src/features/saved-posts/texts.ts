import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The saved posts' texts: the save button on job and internship cards, and My Activity's Saved section. */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
