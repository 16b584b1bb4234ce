import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Compresses the signed-in API's replies (docs/performance.md#on-the-wire): Brotli or gzip as the caller accepts, from 1 KB
 * up (below that the headers cost more than the bytes saved). Brotli at quality 5, not the build's 11: these
 * are compressed on every request. Registered inside the signed-in scope only, so:
 * - replies that hand out a secret beside text the caller chose (sign-in, token refresh, codes: the public
 *   routes) are never compressed, the BREACH condition;
 * - the signed-in replies are read only with a bearer token a script sets, never with a cookie or other
 *   credential a browser adds by itself, so another site cannot make a user's browser send chosen text to
 *   them and watch reply sizes;
 * - the console's files keep their build-time copies and the websocket is untouched.
 * Spreadsheet downloads (.xlsx, already zip) are left as they are: their type is not compressible to mime-db,
 * which the plugin consults.
 */
export async function registerApiCompression(scope: FastifyInstance) {
  await scope.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
    // Requests are never compressed by our clients; an upload stays exactly as sent.
    globalDecompression: false,
  });
}
