import { CV_SECTION_OTHER, type CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import type { CvSection } from '@hub/contract/enums';
import { featureTexts } from '../../i18n/feature-texts.ts';
import type en from './i18n/en.json';

/** The CV showcase's texts residents read (the dashboard's are in admin/texts.ts). */
export const { useText, text } = featureTexts<typeof en>(import.meta.glob('./i18n/*.json'));

export type CvText = ReturnType<typeof useText>;

/** The label of each listed section; the section itself is what the server stores and filters by. */
const SECTION_KEYS: Record<CvSection | typeof CV_SECTION_OTHER, keyof typeof en> = {
  'Technology/IT': 'cv-showcase.sections.technology',
  Marketing: 'cv-showcase.sections.marketing',
  Finance: 'cv-showcase.sections.finance',
  HR: 'cv-showcase.sections.hr',
  Sales: 'cv-showcase.sections.sales',
  Procurement: 'cv-showcase.sections.procurement',
  Engineering: 'cv-showcase.sections.engineering',
  'Real Estate': 'cv-showcase.sections.realEstate',
  Healthcare: 'cv-showcase.sections.healthcare',
  Education: 'cv-showcase.sections.education',
  Legal: 'cv-showcase.sections.legal',
  Operations: 'cv-showcase.sections.operations',
  Consulting: 'cv-showcase.sections.consulting',
  Architecture: 'cv-showcase.sections.architecture',
  'Media & Design': 'cv-showcase.sections.mediaDesign',
  Other: 'cv-showcase.sections.other',
};

/** A section as shown: a listed one in the active language, a custom sector as its owner typed it. */
export const sectionLabel = (t: CvText, section: string) =>
  Object.hasOwn(SECTION_KEYS, section) ? t(SECTION_KEYS[section as keyof typeof SECTION_KEYS]) : section;

/** '3 years of experience', or null when the CV does not say. */
export const yearsText = (t: CvText, years: CvEntry['yearsOfExperience']) =>
  years === null ? null : t('cv-showcase.yearsOfExperience', { count: years });
