import type { PublicInternship } from '@hub/contract/internships/internship.schema';

/** Skills are typed as one comma-separated text; cards and dialogs show them as chips. */
export const splitSkills = (skills: string | null) =>
  (skills ?? '')
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);

/** 'Paid' with the stipend when one is given, else 'Unpaid'. */
export const paidLabel = (internship: Pick<PublicInternship, 'isPaid' | 'stipend'>) =>
  internship.isPaid ? (internship.stipend ? `Paid: ${internship.stipend}` : 'Paid') : 'Unpaid';
