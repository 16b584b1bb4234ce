import type { Bilingual } from './language';
import { MSG } from './envelope';

/**
 * What a request the server cannot take is told, in the user's language: the framework's own refusals
 * (malformed address or body, unknown route or method, size limits) and the unexpected failure. The Chinese
 * texts are also in the console's English table (src/locales/en.ts), for replies to callers without a language.
 */
export const REFUSAL = {
  badUrl: { zh: '请求地址格式错误', en: 'The request address is malformed' },
  urlTooLong: { zh: '请求地址过长', en: 'The request address is too long' },
  badRequest: { zh: '请求参数格式错误', en: 'The request is not in a valid format' },
  notFound: { zh: MSG.notFound, en: 'The resource does not exist' },
  methodNotAllowed: { zh: '请求方法不支持', en: 'The request method is not supported' },
  timeout: { zh: '请求超时', en: 'The request timed out' },
  tooLarge: { zh: '请求内容过大', en: 'The request body is too large' },
  unsupportedType: { zh: '请求内容类型不支持', en: 'The request content type is not supported' },
  tooFrequent: { zh: MSG.tooFrequent, en: 'Too many requests' },
  headersTooLarge: { zh: '请求头过大', en: 'The request headers are too large' },
  other: { zh: '请求无法处理', en: 'The request cannot be handled' },
  unknown: { zh: MSG.unknown, en: 'Unknown system error, please report it to the administrator' },
  /** The database cannot be reached (or is restarting), or this instance is stopping: another try will do. */
  unavailable: { zh: '服务暂不可用，请稍后重试', en: 'Service unavailable, please try again shortly' },
  /** Every database connection stayed taken for DB_POOL_TIMEOUT_MS. */
  busy: { zh: '服务繁忙，请稍后重试', en: 'The service is busy, please try again shortly' },
} as const satisfies Record<string, Bilingual>;

/** The refusal of a framework error of status 400-499 (Fastify's codes where the status alone is not enough). */
export function refusalOf(status: number, code: string | undefined): Bilingual {
  if (code === 'FST_ERR_BAD_URL') return REFUSAL.badUrl;
  switch (status) {
    case 400:
      return REFUSAL.badRequest;
    case 404:
      return REFUSAL.notFound;
    case 405:
      return REFUSAL.methodNotAllowed;
    case 408:
      return REFUSAL.timeout;
    case 413:
      return REFUSAL.tooLarge;
    case 414:
      return REFUSAL.urlTooLong;
    case 415:
      return REFUSAL.unsupportedType;
    case 429:
      return REFUSAL.tooFrequent;
    case 431:
      return REFUSAL.headersTooLarge;
    default:
      return REFUSAL.other;
  }
}
