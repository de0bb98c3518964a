import { featureTexts } from '../../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The Access Requests tab's texts, loaded with the dashboard only. */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
