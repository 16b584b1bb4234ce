import fc from 'fast-check';

/**
 * Generated hostile input for the route-table property test: values that break parsers and type checks,
 * mixed with values that fit a route's own schema (read from the OpenAPI document) and values that exist in
 * the database (ids, account numbers, codes), so that some requests get past validation and reach real rows.
 */

/** Values of the seeded database that fitting input draws on. */
export interface Known {
  ints: number[];
  strings: string[];
}

/** A JSON Schema node as the OpenAPI document holds it (the parts the generators read). */
export interface SchemaNode {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const LONG = 'x'.repeat(5000);

/** Values no schema of ours should take for an id, a number, a choice or a short text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    true,
    false,
    null,
    0,
    -0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53,
    2 ** 63,
    '',
    ' ',
    '-0',
    '1e3',
    '0x10',
    '+1',
    '１',
    '٣',
    '\u0000',
    '1\u0000',
    LONG,
    ' '.repeat(3000),
    '9'.repeat(30),
    '%FF',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '${7*7}',
    '__proto__',
    '2026-02-30',
    '2026-13-01 25:61:61',
    {},
    [],
    [1, 2, 3],
    { id: 1 },
    { $gt: '' },
    // A length that cannot be compared: zod measures any value with a length, even one it refused as not text.
    { length: { toString: 0 } },
    [{ length: [] }],
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Values shaped like the ones of the forms: short codes, digits, dates, a phone, an amount. */
const SHAPED = [
  '1',
  'CN',
  'US',
  'ADMIN',
  'ROLE_ADMIN',
  'abc_1',
  '2026-03-05',
  '2026-03-05 23:59:59',
  '13800000001',
  '123456',
  '100',
  '0.01',
  '5000.5',
  '{}',
  '{"appKey":"k"}',
  '/admin/x',
];

/** A value that fits the schema node (or comes close), as far as the document says, often one that exists. */
export function fitting(node: SchemaNode | undefined, known: Known, depth = 0): fc.Arbitrary<unknown> {
  if (!node || depth > 3) return fc.jsonValue({ maxDepth: 1 });
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum);
  const options = node.anyOf ?? node.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((o) => fitting(o, known, depth + 1)));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'integer': {
      const min = Math.max(node.minimum ?? -5, -1_000_000);
      return fc.oneof(fc.integer({ min, max: Math.min(node.maximum ?? 1000, min + 30) }), fc.constantFrom(...known.ints));
    }
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0.01, 12.5, 100));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (node.pattern === '^\\d+$') return fc.oneof(fc.integer({ min: 1, max: 30 }).map(String), fc.constantFrom(...known.ints.map(String)));
      return fc.oneof(fc.string({ minLength: node.minLength ?? 0, maxLength: Math.min(node.maxLength ?? 20, 20) }), fc.constantFrom(...SHAPED, ...known.strings));
    case 'array':
      return fc.array(fitting(node.items, known, depth + 1), { maxLength: 3 });
    case 'object':
      return objectFitting(node, known, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** An object with the schema's fields (any of them may be missing), each fitting or hostile. */
export function objectFitting(node: SchemaNode | undefined, known: Known, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(node?.properties ?? {});
  if (fields.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 4 });
  const record = Object.fromEntries(fields.map(([key, child]) => [key, fc.oneof({ weight: 3, arbitrary: fitting(child, known, depth) }, { weight: 1, arbitrary: hostileValue })]));
  return fc.record(record, { requiredKeys: [] });
}

/** A body for the schema: an object with its fields, or a list (or bare value) of fitting items. */
export const bodyFitting = (node: SchemaNode | undefined, known: Known): fc.Arbitrary<unknown> =>
  node?.type === 'object' || node?.properties || !node ? objectFitting(node, known) : fitting(node, known);

/** A path segment: an id that exists, a small one that may, or something no parameter should take. */
export const hostileSegment = (known: Known): fc.Arbitrary<string> =>
  fc.oneof(
    fc.integer({ min: 1, max: 30 }).map(String),
    fc.constantFrom(...known.ints.map(String)),
    fc.constantFrom('0', '-1', '1.5', '1e3', 'true', 'null', '%FF', '%00', '%2F', '%E4%B8', '9'.repeat(25), 'x'.repeat(300), '%20', '%2E%2E', 'import', 'export'),
    fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  );

/** Bodies that are not what a JSON route reads: malformed JSON, other content types. */
export const rawBody: fc.Arbitrary<{ body: string; contentType: string }> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'null', 'true', '"text"', '1e400', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}').map((body) => ({
    body,
    contentType: 'application/json',
  })),
  fc.string({ maxLength: 100 }).map((body) => ({ body, contentType: 'application/json' })),
  fc.string({ maxLength: 100 }).map((body) => ({ body, contentType: 'application/x-www-form-urlencoded' })),
  fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x').map((contentType) => ({ body: 'a=b', contentType })),
);

/** Every string of an input at least `min` characters long (what a refusal must not repeat). */
export function longStrings(value: unknown, min = 24, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.trim().length >= min) out.push(value);
  } else if (Array.isArray(value)) value.forEach((v) => longStrings(v, min, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      longStrings(k, min, out);
      longStrings(v, min, out);
    }
  }
  return out;
}
