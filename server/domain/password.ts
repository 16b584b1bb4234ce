import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt with a per-user salt, stored as `scrypt$N$r$p$salt$hash` so the cost can grow later
 * (a hash of a lower cost is replaced at the user's next successful sign-in: `needsRehash`).
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt (N = 2^17, r 8, p 1): what every development and production server uses. */
export const STRONG_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * The test suites only (NODE_ENV=test): every sign-in of thousands would otherwise spend 128 MiB and a tenth of a
 * second of a shared core. A test proves that any other NODE_ENV gets STRONG_SCRYPT.
 */
export const TEST_SCRYPT: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

const KEY_LEN = 32;

/** The cost a server of this NODE_ENV hashes with: the strong one everywhere but in the test suites. */
export function scryptCostFor(nodeEnv: string): ScryptCost {
  return nodeEnv === 'test' ? TEST_SCRYPT : STRONG_SCRYPT;
}

/** Node refuses scrypt above 32 MiB unless told; N = 2^17 with r = 8 takes 128 MiB (128 * N * r bytes). */
const maxmemOf = ({ N, r, p }: ScryptCost) => 128 * N * r + 128 * r * p + 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLen: number, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: maxmemOf(cost) };
  return new Promise((resolve, reject) => scryptCb(password, salt, keyLen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string, cost: ScryptCost = STRONG_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LEN, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** The cost a stored hash was made with, or null when it is not one of ours (or has absurd parameters). */
export function costOf(stored: string): ScryptCost | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const valid = [N, r, p].every((v) => Number.isInteger(v) && v > 0) && N <= 2 ** 20 && r <= 32 && p <= 16 && (N & (N - 1)) === 0;
  return valid ? { N, r, p } : null;
}

/** Whether a stored hash falls short of the server's cost (and should be replaced after a successful check). */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const had = costOf(stored);
  return had === null || had.N < cost.N || had.r < cost.r || had.p < cost.p;
}

export async function verifyPassword(password: string, stored: string | null, cost: ScryptCost = STRONG_SCRYPT): Promise<boolean> {
  const had = stored ? costOf(stored) : null;
  if (!stored || !had) {
    // Spend the same time as a real check so that unknown users cannot be told apart by timing.
    await scrypt(password, Buffer.alloc(16), KEY_LEN, cost);
    return false;
  }
  const [, , , , salt, hash] = stored.split('$');
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return false;
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, had);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
