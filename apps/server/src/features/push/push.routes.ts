import { idParamsSchema, okSchema } from '@hub/contract/common';
import {
  newPushSubscriptionSchema,
  pushDeviceListSchema,
  pushDeviceSchema,
  pushKeySchema,
  pushPreferencesSchema,
  updatePushPreferenceSchema,
} from '@hub/contract/push/push.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listDevices, readPreferences, removeDevice, setPreference, subscribe } from './push.service.ts';

/**
 * /api/push (signed in): the server's VAPID public key, my devices that receive push notifications, and which
 * kinds I get.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config; publicKey: string }> = async (
  app,
  { db, config, publicKey },
) => {
  const tags = ['push notifications'];

  app.get(
    '/key',
    { schema: { tags, summary: 'The VAPID public key to subscribe with', response: { 200: pushKeySchema } } },
    async () => ({ publicKey }),
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: "Receive my notifications on this browser (its PushSubscription's JSON)",
        body: newPushSubscriptionSchema,
        response: { 201: pushDeviceSchema },
      },
    },
    async (request, reply) => {
      const device = await subscribe(
        db,
        config,
        currentUser(request),
        request.body,
        request.headers['user-agent'],
      );
      return reply.status(201).send(device);
    },
  );

  app.get(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'My devices that receive notifications',
        response: { 200: pushDeviceListSchema },
      },
    },
    async (request) => listDevices(db, currentUser(request)),
  );

  app.delete(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Stop notifications to one of my devices',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => removeDevice(db, currentUser(request), request.params.id),
  );

  app.get(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Which kinds of notification I get',
        response: { 200: pushPreferencesSchema },
      },
    },
    async (request) => readPreferences(db, currentUser(request)),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Turn a kind of notification on or off',
        body: updatePushPreferenceSchema,
        response: { 200: pushPreferencesSchema },
      },
    },
    async (request) => setPreference(db, currentUser(request), request.body.key, request.body.isEnabled),
  );
};
