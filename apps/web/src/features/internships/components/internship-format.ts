import type { PublicInternship } from '@hub/contract/internships/internship.schema';

/** 'Paid' with the stipend when one is given, else 'Unpaid'. */
export const paidLabel = (internship: Pick<PublicInternship, 'isPaid' | 'stipend'>) =>
  internship.isPaid ? (internship.stipend ? `Paid: ${internship.stipend}` : 'Paid') : 'Unpaid';
