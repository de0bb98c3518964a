/**
 * The directory's query keys: residents' under `listed`, the signed-in member's own profile under it too (so
 * every change reads it again), the dashboard's under `admin`.
 */
export const profileKeys = {
  listed: ['profiles'] as const,
  mine: ['profiles', 'mine'] as const,
  admin: ['admin', 'profiles'] as const,
};
