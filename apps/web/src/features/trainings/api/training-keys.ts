/** The trainings' query keys: residents' under `listed`, the dashboard's under `admin`. */
export const trainingKeys = {
  listed: ['trainings'] as const,
  list: (page: number) => ['trainings', { page }] as const,
  admin: ['admin', 'trainings'] as const,
};
