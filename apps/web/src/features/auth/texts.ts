import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/**
 * The texts of sign-in's own steps (request access, the code step, auto-login, two-factor enrolment, the test
 * page); /login's and /admin-login's own texts are the shell's (i18n/catalogs), as they are in the first load.
 */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));
