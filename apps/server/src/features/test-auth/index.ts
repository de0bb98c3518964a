import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Feature } from '../../lib/feature.ts';
import { testAuthRoutes } from './test-auth.routes.ts';

/** Sessions made without mail for end-to-end tests: only with ENABLE_TEST_AUTH, never in production. */
export const testAuthFeature: Feature<{ config: Config; db: Database }> = {
  public: async (api, { config, db }) => {
    if (config.enableTestAuth) await api.register(testAuthRoutes, { prefix: '/test-auth', db });
  },
};
