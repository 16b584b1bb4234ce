/** The wire contract shared by the console and the reference server (docs/api.md#the-contract). */
export interface Envelope<T = unknown> {
  code: 0 | 1;
  msg?: string;
  data: T;
  /** On a validation failure: the message of each failing field, keyed by field name. */
  errors?: FieldErrors;
}

/** A page request: `current` is 1-based. */
export interface PageQuery {
  current: number;
  size: number;
}

/** A page reply as the platform's backend sends it. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** Field errors keyed by field name (dotted path for nested fields). */
export type FieldErrors = Record<string, string>;

/** The header that marks an encrypted `data` payload. */
export const ENCRYPT_HEADER = 'encrypt';
/** The header that carries the tenant of every call. */
export const TENANT_HEADER = 'TENANT-ID';
