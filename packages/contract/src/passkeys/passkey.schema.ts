import { z } from 'zod';
import { loginResponseSchema } from '../auth/auth.schema.ts';
import { requiredText } from '../common.ts';

/** Texts people read about passkeys, written once. */
export const PASSKEY_MESSAGES = {
  nameRequired: 'Please name this passkey',
  notAccepted: 'This passkey could not sign you in. Try again, or sign in another way.',
  notAdded: 'This passkey could not be added. Try again.',
  expired: 'This took too long. Try again.',
  gone: 'This passkey has already been removed.',
} as const;

/** One of my passkeys, as 'Passkeys' lists it; the key itself never leaves the server. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** What the browser needs to make or use a passkey (WebAuthn options, as JSON), and the server's challenge id. */
export const passkeyOptionsSchema = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** The browser's answer (WebAuthn's RegistrationResponseJSON or AuthenticationResponseJSON), checked by the server. */
const credentialResponse = z.record(z.string(), z.unknown());

export const addPasskeySchema = z.strictObject({
  challengeId: z.uuid(),
  name: requiredText(100, PASSKEY_MESSAGES.nameRequired, 'Name'),
  response: credentialResponse,
});
export type AddPasskey = z.input<typeof addPasskeySchema>;

export const passkeySignInSchema = z.strictObject({ challengeId: z.uuid(), response: credentialResponse });
export type PasskeySignIn = z.input<typeof passkeySignInSchema>;
export const passkeySignInResponseSchema = loginResponseSchema;
