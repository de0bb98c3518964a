import { featureTexts } from '../../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The dashboard's texts of internships (residents' and the internship form's are in ../texts.ts). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
