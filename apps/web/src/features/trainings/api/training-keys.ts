/** The trainings' query keys: residents' under `listed`, the dashboard's under `admin`. */
export const trainingKeys = {
  listed: ['trainings'] as const,
  admin: ['admin', 'trainings'] as const,
};
