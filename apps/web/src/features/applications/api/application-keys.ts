/** The dashboard's applications: a new, changed or deleted application (or its post) invalidates them. */
export const applicationKeys = { all: ['admin', 'applications'] as const };
