import { idParamsSchema } from '@hub/contract/common';
import {
  courseListQuerySchema,
  courseListSchema,
  courseNotifyReceiptSchema,
  courseNotifyStatusSchema,
  courseSchema,
} from '@hub/contract/courses/course.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import {
  getActiveCourse,
  getNotifyStatus,
  listActiveCourses,
  requestCourseNotification,
} from './courses.service.ts';

/** /api/courses: signed-in members. */
export const coursesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['courses'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Active courses, newest first',
        querystring: courseListQuerySchema,
        response: { 200: courseListSchema },
      },
    },
    async (request) => listActiveCourses(db, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One active course',
        params: idParamsSchema,
        response: { 200: courseSchema },
      },
    },
    async (request) => getActiveCourse(db, request.params.id),
  );

  app.get(
    '/notify',
    {
      schema: {
        tags,
        summary: 'Whether I asked to hear when courses open',
        response: { 200: courseNotifyStatusSchema },
      },
    },
    async (request) => getNotifyStatus(db, currentUser(request).id),
  );

  app.post(
    '/notify',
    {
      schema: {
        tags,
        summary: 'Ask to hear when courses open (once; asking again answers 200 with isAlreadyRequested)',
        response: { 200: courseNotifyReceiptSchema, 201: courseNotifyReceiptSchema },
      },
    },
    async (request, reply) => {
      const receipt = await requestCourseNotification(db, currentUser(request).id);
      return reply.status(receipt.isAlreadyRequested ? 200 : 201).send(receipt);
    },
  );
};
