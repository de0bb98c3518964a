import { idParamsSchema } from '@hub/contract/common';
import {
  adminCourseListSchema,
  adminCourseSchema,
  courseInputSchema,
  courseListQuerySchema,
  courseNotifyCountSchema,
} from '@hub/contract/courses/course.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { adminRoutes } from '../../lib/admin-routes.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import type { Mail } from '../mail/mail.service.ts';
import { countNotifyRequests, createCourse, deleteCourse, listAdminCourses } from './courses.service.ts';

/** /api/admin/courses: administrators only. */
export const coursesAdminRoutes: FastifyPluginAsyncZod<{ db: Database; mail: Mail }> = async (
  app,
  { db, mail },
) => {
  app.addHook('onRequest', requireAdmin);
  const routes = adminRoutes(app, db, {
    tags: ['courses (admin)'],
    targetType: 'course',
    describe: (course: { title: string }) => ({ title: course.title }),
  });

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
};
