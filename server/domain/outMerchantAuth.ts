import { AUTH_MASK, isMaskedValue, isSecretKey, parseAuthInfo } from '../../schemas/outMerchant';

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

function maskObject(info: Json, supplier: string): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(info)) {
    if (isSecretKey(key, supplier) && value !== null && value !== '') out[key] = AUTH_MASK;
    else if (isPlainObject(value)) out[key] = maskObject(value, supplier);
    else out[key] = value;
  }
  return out;
}

/**
 * The authorisation text as callers read it: every secret value replaced by asterisks. Stored text that is
 * somehow not a JSON object is withheld entirely rather than shown.
 */
export function maskAuthInfo(stored: string | null, supplier: string): string | null {
  if (stored === null || stored === '') return stored;
  const info = parseAuthInfo(stored);
  return info ? JSON.stringify(maskObject(info, supplier)) : AUTH_MASK;
}

/** A masked value with no stored secret to stand for: the path of the first one, or null. */
export class MaskWithoutStored extends Error {
  constructor(readonly path: string) {
    super(path);
  }
}

function mergeObject(incoming: Json, stored: Json | null, path: string[]): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(incoming)) {
    const before = stored && Object.hasOwn(stored, key) ? stored[key] : undefined;
    if (isMaskedValue(value)) {
      if (before === undefined) throw new MaskWithoutStored([...path, key].join('.'));
      out[key] = before;
    } else if (isPlainObject(value)) {
      out[key] = mergeObject(value, isPlainObject(before) ? before : null, [...path, key]);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * The text to store for an update: keys as the caller sent them, except that a value still masked with
 * asterisks keeps the stored value of that key. `undefined` (field omitted) keeps the stored text as it is;
 * blank or null clears it. Throws MaskWithoutStored when asterisks stand for a value that was never stored.
 */
export function mergeAuthInfo(incoming: string | null | undefined, stored: string | null): string | null {
  if (incoming === undefined) return stored;
  if (incoming === null || incoming.trim() === '') return null;
  const next = parseAuthInfo(incoming);
  if (!next) return stored; // the schema has refused this already
  const before = stored ? parseAuthInfo(stored) : null;
  return JSON.stringify(mergeObject(next, before, []));
}
