import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes from TRUST_PROXY: off, every hop, a hop count, or the balancers' addresses. */
export type TrustProxy = boolean | number | string[];

const MESSAGE = "TRUST_PROXY must be 'true', 'false', a hop count, or a comma-separated list of addresses or CIDRs";

function isAddressOrCidr(item: string): boolean {
  const [address, prefix, extra] = item.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** The value, or the message that refuses it. Unset means off: forwarded headers are then ignored. */
export function parseTrustProxy(raw: string | null): { value: TrustProxy } | string {
  if (raw === null) return { value: false };
  const lower = raw.toLowerCase();
  if (lower === 'false' || lower === 'off') return { value: false };
  if (lower === 'true' || lower === 'on') return { value: true };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return hops >= 1 && hops <= 100 ? { value: hops } : MESSAGE;
  }
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0 || !items.every(isAddressOrCidr)) return `${MESSAGE}, got '${raw}'`;
  return { value: items };
}

/** Fastify's option for it (its types take a hop count as a function: the first `hops` proxies are trusted). */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}
