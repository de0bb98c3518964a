/** The dashboard's access requests; approving one changes the whitelist and the counts too. */
export const accessRequestKeys = { all: ['admin', 'access-requests'] as const };
