import { idParamsSchema } from '@hub/contract/common';
import {
  adminCourseListSchema,
  adminCourseSchema,
  courseInputSchema,
  courseListQuerySchema,
  courseNotifyCountSchema,
} from '@hub/contract/courses/course.schema';
import type { Database } from '../../db/client.ts';
import { adminPlugin, detailsOf } from '../../lib/admin-routes.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Mail } from '../mail/index.ts';
import { countNotifyRequests, createCourse, deleteCourse, listAdminCourses } from './courses.service.ts';

/** /api/admin/courses: administrators only. */
export const coursesAdminRoutes = adminPlugin(
  { tags: ['courses (admin)'], targetType: 'course', describe: detailsOf('title') },
  (routes, { db, mail }: { db: Database; mail: Mail }) => {
    routes.list('/', {
      summary: 'Every course, newest first',
      querystring: courseListQuerySchema,
      response: adminCourseListSchema,
      read: (request) => listAdminCourses(db, request.query),
    });

    routes.change('POST', '/', {
      summary: 'Add a course (saved active)',
      body: courseInputSchema,
      response: adminCourseSchema,
      status: 201,
      action: 'course.create',
      run: (tx, request) => createCourse(tx, mail, request.body, currentUser(request).id),
    });

    routes.delete('/:id', {
      summary: 'Delete a course',
      params: idParamsSchema,
      action: 'course.delete',
      run: async (tx, request) => ({ title: await deleteCourse(tx, request.params.id) }),
    });

    routes.list('/notify-count', {
      summary: 'How many members asked to hear when courses open',
      response: courseNotifyCountSchema,
      read: async () => ({ total: await countNotifyRequests(db) }),
    });
  },
);
