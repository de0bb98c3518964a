import { z } from 'zod';
import { passwordField } from '../auth/auth.schema.ts';
import { emailField } from '../common.ts';

/** The one-time token of the first-run link `/setup?token=...`. */
export const setupTokenField = z
  .string({ message: 'token is required' })
  .min(1, 'token is required')
  .max(200, 'token is too long');

export const setupQuerySchema = z.strictObject({ token: setupTokenField });

/** The first administrator, created from the first-run link. */
export const setupRequestSchema = z.strictObject({
  token: setupTokenField,
  email: emailField,
  password: passwordField,
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

/** The web form asks for the password twice; the server needs it once. */
export const setupFormSchema = setupRequestSchema
  .omit({ token: true })
  .extend({ passwordAgain: z.string() })
  .refine((form) => form.password === form.passwordAgain, {
    message: 'The two passwords do not match',
    path: ['passwordAgain'],
  });

export const setupStatusSchema = z.object({ isOpen: z.literal(true) });

export const SETUP_MESSAGES = {
  used: 'This setup link has already been used: an administrator exists. Sign in at the Admin Portal.',
  unknown: 'This setup link is not valid. Use the link the server printed when it started.',
} as const;
