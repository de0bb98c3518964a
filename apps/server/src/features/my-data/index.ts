import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { Mail } from '../mail/index.ts';
import { myDataRoutes } from './my-data.routes.ts';

/** The data of the signed-in member: its export and the deletion of the account (/api/me). */
export const myDataFeature: Feature<{ db: Database; storage: FileStorage; mail: Mail }> = {
  member: (members, needs) =>
    members.register(myDataRoutes, { prefix: '/me', db: needs.db, storage: needs.storage, mail: needs.mail }),
};
