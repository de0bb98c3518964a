import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';

/**
 * A PostgreSQL server of the test's own (the app's embedded one, started here), for journeys that run several
 * app processes on one database with DATABASE_URL, as behind a load balancer.
 */
export async function startSharedDatabase() {
  const dir = await mkdtemp(join(tmpdir(), 'hub-e2e-pg-'));
  // As root the server runs as the postgres user, which must reach this folder.
  await chmod(dir, 0o755);
  const server = await startEmbeddedPostgres(join(dir, 'pg'), () => undefined);
  await ensureDatabase(server.url('postgres'), 'community_hub');
  return {
    url: server.url('community_hub'),
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
