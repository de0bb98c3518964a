import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { hashingGate } from './hashing-gate.ts';

// OWASP's scrypt floor: N=2^17, r=8, p=1 (128 MiB would be 2^17 * 128 * 8 bytes; maxmem allows it).
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 64;

/** scrypt through the hashing gate: at most a few at once, so sign-in traffic never starves files of threads. */
const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  hashingGate.run(
    () =>
      new Promise<Buffer>((done, fail) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? fail(error) : done(key),
        ),
      ),
  );

/** A stored hash names its own cost, so `params` other than the default are for tests only (see test/helper.ts). */
export async function hashPassword(password: string, params: ScryptOptions = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // With no stored hash a dummy one is checked anyway, so a missing account costs the same time as a wrong password.
  const [scheme, n, r, p, salt, key] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;
