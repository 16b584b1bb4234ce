import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { requireClient } from '../services/login';

/**
 * What the calls that sign in or send a code share (docs/product.md#public-routes): their rate limit, the client check of the
 * token calls, and the refusals more than one of them gives. Routes import these from here, never from each other.
 */

/** Rate limit of every call that signs in or sends a code: per client address and minute. */
export const loginRateLimit = (config: AppConfig) => ({ rateLimit: { max: config.loginRateLimit, timeWindow: 60_000 } });

/** preValidation of the token calls: the client's Basic credentials, before anything of the body is read. */
export const clientCredentials = (config: AppConfig) => async (request: FastifyRequest) => requireClient(request, config);

export const SECOND_FACTOR_MESSAGE = '短信验证码错误或已过期';

/** The refusal of a code asked for again too soon. */
export const tooSoonMessage = (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`;
