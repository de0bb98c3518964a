/** The dashboard's whitelist. */
export const whitelistKeys = { all: ['admin', 'whitelist'] as const };
