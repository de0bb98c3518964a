import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { TWO_FACTOR_MESSAGES, type TwoFactorChallenge } from '@hub/contract/auth/auth.schema';
import { generateSecret, generateURI, verify } from 'otplib';
import { AppError } from '../../plugins/errors.ts';
import { deriveKey, signToken, verifyToken } from '../secrets/index.ts';

/** How long the second step of a sign-in, or a started set-up, may take. */
const CHALLENGE_MINUTES = 5;
/** One 30-second step either side of now: a phone's clock a little off, or a code typed as it turned over. */
const EPOCH_TOLERANCE_SECONDS = 30;

export type TwoFactorMode = 'optional' | 'required';
export type TwoFactor = ReturnType<typeof createTwoFactor>;

type Claim = {
  /** The administrator's user id. */
  userId: string;
  /** Where the password was given: the code must come from the same address. */
  address: string;
  kind: 'code' | 'enrol' | 'setup';
  /** For 'enrol' and 'setup': the new secret, sealed, until a first right code turns it on. */
  sealedSecret?: string;
  expiresAt: number;
};

export const wrongCode = () =>
  new AppError(400, 'VALIDATION', TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });
const expired = () =>
  new AppError(400, 'CHALLENGE_EXPIRED', TWO_FACTOR_MESSAGES.expired, {
    challenge: TWO_FACTOR_MESSAGES.expired,
  });

/**
 * Administrators' TOTP (RFC 6238, with otplib): secrets sealed at rest with a key of their own derived from the
 * application secret; challenges signed with it, bound to a user, an address and five minutes.
 */
export function createTwoFactor(appSecret: Buffer, mode: TwoFactorMode, issuer: string) {
  const key = deriveKey(appSecret, 'two-factor');

  const seal = (text: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  };
  const open = (sealed: string) => {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  };

  const issue = (claim: Omit<Claim, 'expiresAt'>) =>
    signToken(
      key,
      Buffer.from(JSON.stringify({ ...claim, expiresAt: Date.now() + CHALLENGE_MINUTES * 60_000 })).toString(
        'base64url',
      ),
    );

  /** A new secret and what an authenticator app needs to hold it. */
  const enrolment = (email: string) => {
    const secret = generateSecret();
    return {
      sealedSecret: seal(secret),
      enrolment: { secret, otpauthUrl: generateURI({ issuer, label: email, secret }) },
    };
  };

  return {
    mode,
    seal,
    open,

    /** After the right password: the second step this administrator owes, or null when the password is enough. */
    afterPassword(
      user: { id: string; email: string; totpEnabledAt: Date | null },
      address: string,
    ): TwoFactorChallenge | null {
      if (user.totpEnabledAt)
        return { twoFactor: 'code', challenge: issue({ userId: user.id, address, kind: 'code' }) };
      if (mode !== 'required') return null;
      const fresh = enrolment(user.email);
      return {
        twoFactor: 'enrol',
        challenge: issue({ userId: user.id, address, kind: 'enrol', sealedSecret: fresh.sealedSecret }),
        enrolment: fresh.enrolment,
      };
    },

    /** Turning two-factor on from 'My account': a secret to scan, confirmed by a first code. */
    startSetup(user: { id: string; email: string }, address: string) {
      const fresh = enrolment(user.email);
      return {
        ...fresh.enrolment,
        challenge: issue({ userId: user.id, address, kind: 'setup', sealedSecret: fresh.sealedSecret }),
      };
    },

    /** The claim of a challenge this server issued, still fresh, for this address and these kinds; else 400. */
    readChallenge(token: string, address: string, kinds: Claim['kind'][]): Claim {
      const payload = verifyToken(key, token);
      if (!payload) throw expired();
      let claim: Claim;
      try {
        claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claim;
      } catch {
        throw expired();
      }
      if (claim.expiresAt < Date.now() || claim.address !== address || !kinds.includes(claim.kind))
        throw expired();
      return claim;
    },

    /**
     * The time step a right code belongs to, or null. A step at or before `lastStep` is refused, so a code
     * that worked once (or an older one) never works again.
     */
    async check(secret: string, code: string, lastStep: number | null): Promise<number | null> {
      const result = await verify({
        secret,
        token: code,
        epochTolerance: EPOCH_TOLERANCE_SECONDS,
        ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
      });
      // otplib's result type covers HOTP too; a TOTP match carries the time step it matched.
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    },
  };
}
