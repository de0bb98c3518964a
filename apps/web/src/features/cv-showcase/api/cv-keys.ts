/**
 * The CVs' query keys: residents' under `listed`, the signed-in member's own under it too (so every change reads it
 * again), the dashboard's under `admin`.
 */
export const cvKeys = {
  listed: ['cvs'] as const,
  mine: ['cvs', 'mine'] as const,
  admin: ['admin', 'cvs'] as const,
};
