import type { PublicInternship } from '@hub/contract/internships/internship.schema';
import { text } from '../texts.ts';

/** 'Paid' with the stipend when one is given, else 'Unpaid'; called while rendering, after the texts loaded. */
export const paidLabel = (internship: Pick<PublicInternship, 'isPaid' | 'stipend'>) =>
  internship.isPaid
    ? internship.stipend
      ? text('internships.paidWith', { stipend: internship.stipend })
      : text('internships.paid')
    : text('internships.unpaid');
