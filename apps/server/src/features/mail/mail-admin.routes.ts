import { idParamsSchema } from '@hub/contract/common';
import {
  mailStatusSchema,
  outboxItemSchema,
  outboxListQuerySchema,
  outboxListSchema,
  testMailRequestSchema,
} from '@hub/contract/mail/mail.schema';
import type { Database } from '../../db/client.ts';
import { adminPlugin } from '../../lib/admin-routes.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf, audited } from '../../lib/audit-trail.ts';
import { countOutbox, listOutbox, type Mail, resendMail } from './mail.service.ts';

const tags = ['mail (admin)'];

/**
 * Test mails one administrator may send in an hour (unless buildApp's `limits` say otherwise): enough to try a
 * changed SMTP setup a few times, too few to send mail in bulk to any address. Counted in this process, like the
 * login limits (decision 002).
 */
export const TEST_MAILS_PER_HOUR = 10;
const describeMail = (mailed: { toEmail: string; kind: string }) => ({
  to: mailed.toEmail,
  kind: mailed.kind,
});

/** /api/admin/mail: the outbox, resend and a test mail; administrators only. */
export const mailAdminRoutes = adminPlugin(
  { tags, targetType: 'mail', describe: describeMail },
  (routes, { db, mail, testMailsPerHour }: { db: Database; mail: Mail; testMailsPerHour: number }, app) => {
    app.get(
      '/status',
      {
        schema: {
          tags,
          summary: 'How mail and resident sign-in are set up',
          response: { 200: mailStatusSchema },
        },
      },
      async () => ({
        isSmtpConfigured: Boolean(mail.config.smtpUrl),
        from: mail.config.mailFrom,
        residentSignIn: mail.config.residentSignIn,
        counts: await countOutbox(db),
      }),
    );

    routes.list('/outbox', {
      summary: 'Mails, newest first',
      querystring: outboxListQuerySchema,
      response: outboxListSchema,
      read: (request) => listOutbox(db, request.query),
    });

    routes.change('POST', '/outbox/:id/resend', {
      params: idParamsSchema,
      response: outboxItemSchema,
      action: 'mail.resend',
      run: (tx, request) => resendMail(tx, request.params.id),
    });

    app.post(
      '/test',
      {
        // After the admin guard (the plugin's hook runs first), so the count is per administrator.
        config: {
          rateLimit: {
            max: testMailsPerHour,
            timeWindow: '1 hour',
            keyGenerator: (request) => `test-mail:${currentUser(request).id}`,
          },
        },
        schema: {
          tags,
          summary: 'Queue a test mail',
          body: testMailRequestSchema,
          response: { 202: outboxListSchema.shape.items.element.pick({ toEmail: true, status: true }) },
        },
      },
      async (request, reply) => {
        await audited(
          db,
          actorOf(request),
          (tx) => mail.queue(tx, { kind: 'test', to: request.body.to, sentBy: currentUser(request).email }),
          () => ({ action: 'mail.test', targetType: 'mail', details: { to: request.body.to } }),
        );
        return reply.status(202).send({ toEmail: request.body.to, status: 'queued' as const });
      },
    );
  },
);
