/** The directory's query keys: residents' under `listed`, the dashboard's under `admin`. */
export const profileKeys = {
  listed: ['profiles'] as const,
  admin: ['admin', 'profiles'] as const,
};
