/** The courses' query keys: residents' under `listed`, the dashboard's under `admin`. */
export const courseKeys = {
  listed: ['courses'] as const,
  one: (id: string | undefined) => [...courseKeys.listed, 'one', id] as const,
  notify: ['courses', 'notify'] as const,
  admin: ['admin', 'courses'] as const,
};
