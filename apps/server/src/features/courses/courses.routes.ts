import { idParamsSchema } from '@hub/contract/common';
import {
  courseListQuerySchema,
  courseListSchema,
  courseNotifyReceiptSchema,
  courseNotifyStatusSchema,
  courseSchema,
} from '@hub/contract/courses/course.schema';
import type { Database } from '../../db/client.ts';
import { taggedPlugin } from '../../lib/read-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  getActiveCourse,
  getNotifyStatus,
  listActiveCourses,
  requestCourseNotification,
} from './courses.service.ts';

/** /api/courses: signed-in members. */
export const coursesRoutes = taggedPlugin(['courses'], ({ read, tags }, { db }: { db: Database }, app) => {
  read('/', {
    summary: 'Active courses, newest first',
    querystring: courseListQuerySchema,
    response: courseListSchema,
    read: (request) => listActiveCourses(db, request.query),
  });

  read('/:id', {
    summary: 'One active course',
    params: idParamsSchema,
    response: courseSchema,
    read: (request) => getActiveCourse(db, request.params.id),
  });

  read('/notify', {
    summary: 'Whether I asked to hear when courses open',
    response: courseNotifyStatusSchema,
    read: (request) => getNotifyStatus(db, currentUser(request).id),
  });

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
});
