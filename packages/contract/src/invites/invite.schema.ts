import { z } from 'zod';

/** An invite link works once, for this many days (RESIDENT_SIGN_IN=invite). */
export const INVITE_DAYS = 7;

/**
 * Where a whitelisted resident's newest invite stands: `pending` (not used, not expired), `used` (it signed them
 * in), `expired` (older than `INVITE_DAYS` unused). An invite replaced by a newer one is not listed.
 */
export const INVITE_STATES = ['pending', 'used', 'expired'] as const;

export const inviteStatusSchema = z.object({
  state: z.enum(INVITE_STATES),
  issuedAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/**
 * A freshly issued invite as only the administrator who issued it sees it, once: the link carries the token, and
 * the server keeps only its hash, so the link can be shown again only by issuing a new one.
 */
export const issuedInviteSchema = z.object({
  /** The whitelist entry the invite is for. */
  id: z.string(),
  email: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type IssuedInvite = z.infer<typeof issuedInviteSchema>;

/** Opening an invite link: its token. */
export const inviteSignInRequestSchema = z.strictObject({ token: z.string().min(20).max(400) });

export const INVITE_MESSAGES = {
  /** One answer for every link that does not sign anyone in: used, expired, replaced, made up or for a paused entry. */
  invalid:
    'This invite link cannot be used: it was already used, has expired or was replaced by a newer one. Ask the committee for a new invite link.',
  /** What the e-mail and code routes answer in invite mode, for residents and strangers alike. */
  signInByInvite:
    'Residents sign in here with an invite link from the committee, or with a passkey added after that.',
  off: 'Invite links are not in use here (RESIDENT_SIGN_IN is not invite).',
  inactive: 'This whitelist entry is not active: activate it before issuing an invite link.',
} as const;
