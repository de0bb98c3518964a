import { featureTexts } from '../../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The dashboard's texts of jobs and internships alike (each kind's own are in its feature's admin/texts.ts). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
