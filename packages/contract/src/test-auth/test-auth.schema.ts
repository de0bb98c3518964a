import { z } from 'zod';
import { passwordField } from '../auth/auth.schema.ts';
import { emailField, optionalText } from '../common.ts';
import { LIMITS } from '../limits.ts';

/** The developer test page's helpers; the server only has these routes outside production. */
export const testAccountSchema = z.strictObject({
  email: emailField,
  name: optionalText(LIMITS.name, 'Name'),
});
export type TestAccount = z.input<typeof testAccountSchema>;
export const testAdminSchema = testAccountSchema.extend({ password: passwordField });
export type TestAdmin = z.input<typeof testAdminSchema>;
