import { z } from 'zod';
import { emailField } from '../common.ts';
import { ROLES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginRequestSchema = z.strictObject({ email: emailField });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const adminLoginRequestSchema = z.strictObject({
  username: z
    .string({ message: MESSAGES.adminFieldsRequired })
    .trim()
    .min(1, MESSAGES.adminFieldsRequired)
    .max(LIMITS.email),
  password: z
    .string({ message: MESSAGES.adminFieldsRequired })
    .min(1, MESSAGES.adminFieldsRequired)
    .max(LIMITS.passwordMax),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const loginResponseSchema = z.object({ user: sessionUserSchema, sessionId: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });

export const passwordField = z
  .string()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);
