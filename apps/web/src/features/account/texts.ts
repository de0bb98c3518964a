import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The texts of an administrator's own account page (/admin/account). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
