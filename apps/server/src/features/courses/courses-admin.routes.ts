import { idParamsSchema, okSchema } from '@hub/contract/common';
import {
  adminCourseListSchema,
  adminCourseSchema,
  courseInputSchema,
  courseListQuerySchema,
  courseNotifyCountSchema,
} from '@hub/contract/courses/course.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireAdmin } from '../../plugins/auth.ts';
import type { Mail } from '../mail/mail.service.ts';
import { countNotifyRequests, createCourse, deleteCourse, listAdminCourses } from './courses.service.ts';

/** /api/admin/courses: administrators only. */
export const coursesAdminRoutes: FastifyPluginAsyncZod<{ db: Database; mail: Mail }> = async (
  app,
  { db, mail },
) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['courses (admin)'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every course, newest first',
        querystring: courseListQuerySchema,
        response: { 200: adminCourseListSchema },
      },
    },
    async (request) => listAdminCourses(db, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a course (saved active)',
        body: courseInputSchema,
        response: { 201: adminCourseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await db.transaction((tx) => createCourse(tx, mail, request.body, currentUser(request).id))),
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Delete a course', params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteCourse(db, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/notify-count',
    {
      schema: {
        tags,
        summary: 'How many members asked to hear when courses open',
        response: { 200: courseNotifyCountSchema },
      },
    },
    async () => ({ total: await countNotifyRequests(db) }),
  );
};
