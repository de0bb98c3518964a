export const benefitsKey = ['benefits'] as const;
/** The dashboard's benefits, inactive ones included. */
export const adminBenefitsKey = ['admin', 'benefits'] as const;
