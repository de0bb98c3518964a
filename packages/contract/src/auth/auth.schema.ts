import { z } from 'zod';
import { emailField } from '../common.ts';
import { ROLES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES, SIGN_IN_MESSAGES } from '../messages.ts';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ROLES),
  /** The language chosen for this account (its pages and its mails); null until one is chosen. */
  language: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * A language as the web app's catalogs are named ("en", "ar"): which ones exist is the web app's to know (one
 * catalog file each), so that adding one needs no server change; mails fall back to English without a catalog.
 */
const languageField = z.string().regex(/^[a-z]{2,3}$/, 'Choose a language');

/** `language`: the sign-in page's, which the sign-in code's mail is written in. */
export const loginRequestSchema = z.strictObject({ email: emailField, language: languageField.optional() });
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

/**
 * What 'Access Platform' answers when residents prove their mailbox (RESIDENT_SIGN_IN=code): the same for a listed
 * and an unlisted address, so the answer tells nobody who lives here.
 */
export const codeSentResponseSchema = z.object({ codeSent: z.literal(true), email: z.string() });
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;
export const residentLoginResponseSchema = z.union([loginResponseSchema, codeSentResponseSchema]);
export type ResidentLoginResponse = z.infer<typeof residentLoginResponseSchema>;

export const verifyCodeRequestSchema = z.strictObject({
  email: emailField,
  code: z
    .string({ message: SIGN_IN_MESSAGES.codeRequired })
    .trim()
    .regex(/^\d{6}$/, SIGN_IN_MESSAGES.codeFormat),
});

/** A one-click sign-in link's token, and where it continues (the spec's jobId, internshipId or courseId). */
export const linkLoginRequestSchema = z.strictObject({ token: z.string().min(20).max(400) });
export const linkLoginResponseSchema = loginResponseSchema.extend({
  target: z
    .object({ jobId: z.string(), internshipId: z.string(), courseId: z.string() })
    .partial()
    .nullable(),
});

/**
 * How residents sign in (RESIDENT_SIGN_IN): `code` mails a one-time code and link, `email` takes the address alone
 * (the spec's flow), `invite` takes only a single-use invite link the committee hands out, then passkeys.
 */
export const RESIDENT_SIGN_IN_MODES = ['code', 'email', 'invite'] as const;
export type ResidentSignInMode = (typeof RESIDENT_SIGN_IN_MODES)[number];
export const signInModeSchema = z.object({ residentSignIn: z.enum(RESIDENT_SIGN_IN_MODES) });

export const meResponseSchema = z.object({ user: sessionUserSchema });

export const languageRequestSchema = z.strictObject({ language: languageField });
export type LanguageRequest = z.infer<typeof languageRequestSchema>;

export const passwordField = z
  .string()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

/** One of my signed-in devices ('Signed-in devices'); the token itself never leaves the server. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionListSchema = z.object({ items: z.array(deviceSessionSchema) });
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** An administrator changes their own password: the current one, and the new one twice. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ message: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(LIMITS.passwordMax),
    newPassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords differ',
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Administrators' two-factor sign-in (TOTP, ADMIN_2FA): the six digits an authenticator app shows. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Authentication code is required',
  codeFormat: 'Authentication code must be the 6 digits your app shows',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  expired: 'This sign-in took too long. Sign in again.',
  required: 'Two-factor authentication is required for administrators here, so it cannot be turned off.',
} as const;

const authenticationCode = z
  .string({ message: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat);
const challenge = z.string().min(20).max(1000);
const currentPassword = z
  .string({ message: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(LIMITS.passwordMax);

/** What an authenticator app needs: the secret, typed in or scanned as the otpauth:// address. */
export const twoFactorEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/**
 * The right password of an administrator with two-factor (or while ADMIN_2FA=required asks them to set it up):
 * no session yet, a short-lived challenge for the second step.
 */
export const twoFactorChallengeSchema = z.object({
  twoFactor: z.enum(['code', 'enrol']),
  challenge: z.string(),
  enrolment: twoFactorEnrolmentSchema.optional(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export const adminLoginResponseSchema = z.union([loginResponseSchema, twoFactorChallengeSchema]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const twoFactorLoginRequestSchema = z.strictObject({ challenge, code: authenticationCode });
export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorSetupRequestSchema = z.strictObject({ currentPassword });
export const twoFactorSetupResponseSchema = twoFactorEnrolmentSchema.extend({ challenge: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;
export const twoFactorEnableRequestSchema = z.strictObject({ challenge, code: authenticationCode });
export const twoFactorDisableRequestSchema = z.strictObject({ currentPassword, code: authenticationCode });
