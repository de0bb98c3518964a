/** The activities' query keys: residents' under `listed`, the dashboard's trips under `adminTrips`. */
export const activityKeys = {
  listed: ['activities'] as const,
  paddle: ['activities', 'paddle'] as const,
  adminTrips: ['admin', 'trips'] as const,
};
