import { z } from 'zod';

/**
 * The kinds of push notification, each with the words the settings show. Residents get the first three;
 * administrators only 'Something waits for review'. Every kind is on until the person turns it off.
 */
export const PUSH_KINDS = [
  {
    key: 'application-status',
    label: "My application's status changed",
    description: 'When an application you sent is reviewed, invited to interview, accepted or declined.',
    audience: 'resident',
  },
  {
    key: 'post-decided',
    label: 'My post was approved or rejected',
    description: 'When a job or internship you posted is approved or rejected.',
    audience: 'resident',
  },
  {
    key: 'job-alert',
    label: 'A new job matches my alerts',
    description: 'When a new job matches your CV, while job alerts are on (My Activity).',
    audience: 'resident',
  },
  {
    key: 'admin-review',
    label: 'Something waits for review',
    description:
      'New access requests, jobs and internships waiting for a decision; at most one every 10 minutes.',
    audience: 'admin',
  },
] as const;
export type PushKind = (typeof PUSH_KINDS)[number]['key'];
export const PUSH_KIND_KEYS = PUSH_KINDS.map((kind) => kind.key) as [PushKind, ...PushKind[]];

export const PUSH_MESSAGES = {
  notAllowedService: 'This browser’s push service is not one the server sends to.',
  notYourKind: 'This kind of notification is not yours to set.',
} as const;

/** The server's VAPID public key (base64url, 65 bytes uncompressed P-256): the browser subscribes with it. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** base64url text of `bytes` bytes, as PushSubscription.toJSON() gives the keys (padding tolerated). */
const base64urlOf = (bytes: number, name: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be base64url`)
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, {
      message: `${name} must be ${bytes} bytes`,
    });

/** What a browser's PushSubscription.toJSON() gives (expirationTime aside). */
export const newPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'endpoint must be an http(s) address' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64urlOf(65, 'p256dh'), auth: base64urlOf(16, 'auth') }),
});
export type NewPushSubscription = z.infer<typeof newPushSubscriptionSchema>;

/** One device that receives my push notifications. */
export const pushDeviceSchema = z.object({
  id: z.string(),
  /** The browser and system, from the user agent that subscribed ('Chrome on Android'). */
  label: z.string(),
  /** The push service's address for this browser: the page compares it with its own to say 'This device'. */
  endpoint: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDeviceListSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

export const pushPreferencesSchema = z.object({
  preferences: z.array(
    z.object({
      key: z.enum(PUSH_KIND_KEYS),
      label: z.string(),
      description: z.string(),
      isEnabled: z.boolean(),
    }),
  ),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const updatePushPreferenceSchema = z.strictObject({
  key: z.enum(PUSH_KIND_KEYS),
  isEnabled: z.boolean(),
});

/** What a push message carries (encrypted, to the service worker): what the notification shows, and the page a click opens. */
export type PushPayload = { title: string; body: string; url: string };
