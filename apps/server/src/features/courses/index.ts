import type { Feature } from '../../lib/feature.ts';
import type { Database } from '../../db/client.ts';
import type { Mail } from '../mail/index.ts';
import { coursesRoutes } from './courses.routes.ts';
import { coursesAdminRoutes } from './courses-admin.routes.ts';

/** Courses: residents read and enrol, administrators edit them and mail the enrolled. */
export const coursesFeature: Feature<{ db: Database; mail: Mail }> = {
  member: (members, needs) => members.register(coursesRoutes, { prefix: '/courses', db: needs.db }),
  admin: (admins, needs) =>
    admins.register(coursesAdminRoutes, { prefix: '/courses', db: needs.db, mail: needs.mail }),
};

export { courseNotifyRequests } from './courses.table.ts';
export { courses } from './courses.table.ts';
