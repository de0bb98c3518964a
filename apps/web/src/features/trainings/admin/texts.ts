import { featureTexts } from '../../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The dashboard's Trainings tab texts, loaded with the tab only. */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
