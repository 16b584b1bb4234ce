// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * nginx's access log in front of the instances (deploy/nginx.conf) writes no query string, where a credential of
 * an old client could sit; nginx cannot redact one parameter (docs/security.md, "The websocket's credentials").
 */
const conf = readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8').replace(/#.*$/gm, '');

/** nginx's own variables that write a request's query string, whole or in part. */
const QUERY_VARIABLES = /\$(request\b|request_uri\b|args\b|query_string\b|arg_)/;

/** Each `log_format name '...' '...';` of the file, its strings joined. */
const formats = new Map([...conf.matchAll(/log_format\s+(\S+)\s+([^;]*);/g)].map((m) => [m[1], [...m[2].matchAll(/'([^']*)'/g)].map((s) => s[1]).join('')]));
const accessLogs = [...conf.matchAll(/access_log\s+([^;]*);/g)].map((m) => m[1].trim().split(/\s+/));

describe('nginx’s access log (deploy/nginx.conf)', () => {
  it('logs every request in a format of its own, which writes no query string', () => {
    expect(accessLogs.length).toBeGreaterThan(0);
    for (const [path, format] of accessLogs) {
      if (path === 'off') continue;
      // Without a format, or with nginx's `combined`, the line holds `$request`: the address with its query.
      expect(format, `access_log ${path}`).toBeDefined();
      expect(formats.has(format), `access_log ${path} ${format}: no such log_format in the file`).toBe(true);
      expect(formats.get(format)).not.toMatch(QUERY_VARIABLES);
    }
  });

  it('writes the path, and the request id that finds the instance’s own line', () => {
    for (const [, format] of accessLogs.filter(([path]) => path !== 'off')) {
      expect(formats.get(format)).toContain('$uri');
      expect(formats.get(format)).toContain('$atrium_request_id');
    }
  });

  it('would see a query variable if a format wrote one', () => {
    for (const written of ['"$request"', '$request_uri', '$args', '$query_string', '$arg_access_token']) expect(written).toMatch(QUERY_VARIABLES);
    for (const clean of ['$request_method $uri', '$request_id', '$request_time']) expect(clean).not.toMatch(QUERY_VARIABLES);
  });
});
