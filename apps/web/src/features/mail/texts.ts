import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The mail feature's texts: the notification settings, the unsubscribe page and the dashboard's Mail page. */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
