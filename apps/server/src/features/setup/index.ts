import type { Database } from '../../db/client.ts';
import type { Feature } from '../../lib/feature.ts';
import { setupRoutes } from './setup.routes.ts';

export { openSetup } from './setup.service.ts';

/** The first administrator, made with the one-time link printed at the first start. */
export const setupFeature: Feature<{ db: Database }> = {
  public: (api, { db }) => api.register(setupRoutes, { prefix: '/setup', db }),
};
