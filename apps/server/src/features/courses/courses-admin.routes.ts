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
import { actorOf, audited } from '../audit/audit.service.ts';
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
      reply.status(201).send(
        await audited(
          db,
          actorOf(request),
          (tx) => createCourse(tx, mail, request.body, currentUser(request).id),
          (created) => ({
            action: 'course.create',
            targetType: 'course',
            targetId: created.id,
            details: { title: created.title },
          }),
        ),
      ),
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Delete a course', params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await audited(
        db,
        actorOf(request),
        (tx) => deleteCourse(tx, request.params.id),
        (title) => ({
          action: 'course.delete',
          targetType: 'course',
          targetId: request.params.id,
          details: { title },
        }),
      );
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
