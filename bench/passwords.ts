import type { AppConfig } from '../server/config';
import { hashPassword, STRONG_SCRYPT, TEST_SCRYPT, verifyPassword } from '../server/domain/password';
import { signIn } from './api';
import { ms, report, timeCalls } from './measure';

/**
 * What a sign-in costs at the production password hash (scrypt N=2^17, r 8, p 1: 128 MiB and one core for the
 * check): the hash check alone, a whole password sign-in through the production server, and the test suites'
 * cheaper cost beside it for comparison.
 */
export async function measurePasswords(baseUrl: string, config: AppConfig) {
  const stored = await hashPassword('bench-password', STRONG_SCRYPT);
  const check = await timeCalls(10, () => verifyPassword('bench-password', stored, STRONG_SCRYPT));
  report('scrypt check at N=2^17 r8 p1 (median of 10)', ms(check.median));
  const testStored = await hashPassword('bench-password', TEST_SCRYPT);
  const testCheck = await timeCalls(10, () => verifyPassword('bench-password', testStored, TEST_SCRYPT));
  report("scrypt check at the test suites' N=2^12 (median of 10)", ms(testCheck.median));
  const signIns = await timeCalls(10, () => signIn(baseUrl, config));
  report('password sign-in, whole token call (median of 10)', ms(signIns.median));
  report('password sign-in, whole token call (p95 of 10)', ms(signIns.p95));
}
