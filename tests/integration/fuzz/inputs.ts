import fc from 'fast-check';

/** Strings a hostile client sends: control characters, NUL, lone surrogates, huge, traversal, injection-looking. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', 'a\u0000b', '\u0000', '\ud800', 'x\udfffy', '\u0007\u001b[2J', '\r\n\r\n', '%00', '%', '%zz', '%c0%af', '\u202e', '😀'.repeat(3)),
  fc.constantFrom('../../etc/passwd', '..%2f..%2f', '%2e%2e%2f', '....//', '/', '\\..\\'),
  fc.constantFrom("' OR 1=1 --", '"; drop table users; --', '${7*7}', '{{7*7}}', '<script>alert(1)</script>', '__proto__', 'constructor'),
  fc.constantFrom('x'.repeat(10_000), 'ü'.repeat(70_000)),
  fc.constantFrom('2026-02-30', '9999-99-99', '0000-01-01', '9999-12-31', '-1', '0', 'NaN', 'Infinity', '1e309', '0x10', '99999999999999999999', 'true', 'null', '[]', '{}'),
);

/** Numbers JSON can carry, and some it cannot (sent as raw text). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, -0, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, Number.MIN_VALUE, 1e21, 0.1 + 0.2),
);

const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
}));
export { hostileValue };

const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'firstName',
  'lastName',
  'phone',
  'quantity',
  'productKey',
  'variantId',
  'suburbId',
  'deliveryDate',
  'countryCode',
  'text',
  'message',
  'address',
  'postcode',
  'items',
  'lineItems',
  'addons',
  'id',
  'slug',
  'limit',
  'offset',
  'sort',
  'page',
  'q',
  'query',
  'variables',
  '_csrfSecret',
];

/** A JSON object with plausible field names holding wrong-typed or hostile values, and unknown fields. */
export const hostileObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), hostileString), hostileValue, { maxKeys: 6 });

const deep = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);

/** Bodies as raw text: what JSON.stringify cannot make (NaN, 1e309, invalid escapes), deep nesting, truncation. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  hostileObject.map((body) => JSON.stringify(body)),
  hostileValue.map((body) => JSON.stringify(body) ?? 'null'),
  fc.constantFrom(
    '{"quantity": NaN}',
    '{"quantity": 1e309}',
    '{"quantity": -1e309, "email": "a@b.c"}',
    '{"a": "\\u0000"}',
    '{"\\u0000": 1}',
    '{"name": "\\ud800"}',
    '{"a": "\\x00"}',
    '{"a":',
    '',
    'null',
    '[]',
    '"string"',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"admin": true}}}',
  ),
  fc.integer({ min: 100, max: 5000 }).map((depth) => deep(depth, '[', ']')),
  fc.integer({ min: 100, max: 5000 }).map((depth) => deep(depth, '{"a":', '}')),
);

/** Path parameter values: traversal, NUL, encoded separators, huge, and ordinary-looking ids. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '%2e%2e',
    '..%2f..%2fapi%2fhealth',
    '%2F',
    '%00',
    'a%00b',
    '%ff',
    '%',
    'x'.repeat(5000),
    '0',
    '-1',
    '1e309',
    'NaN',
    '00000000-0000-0000-0000-000000000000',
    '-'.repeat(36),
    'a'.repeat(36),
    '0000-01-01',
    '99999999999999999999',
  ),
  hostileString.map((text) => encodeURIComponent(text.isWellFormed() ? text : text.toWellFormed())),
);

/** A query string with repeated parameters, empty names, NUL and hostile values. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES, 'suburbId', 'deliveryDate', 'text', 'limit', 'offset', 'category', ''), hostileString), hostileString), { maxLength: 5 })
  .chain((pairs) => fc.boolean().map((repeat) => (repeat && pairs[0] ? [...pairs, pairs[0], pairs[0]] : pairs)))
  .map((pairs) =>
    pairs
      .map(([key, value]) => `${encodeURIComponent(key.toWellFormed())}=${encodeURIComponent(value.toWellFormed())}`)
      .concat(['a=%00', 'b=%ff%fe', 'c'].slice(0, pairs.length % 4))
      .join('&'),
  );

/** A route path with its `:params` filled in. */
export function fillPath(path: string, segments: string[]): string {
  let index = 0;
  return path.replace(/:[A-Za-z_][\w]*(\{[^}]*\})?\??/g, () => segments[index++ % Math.max(segments.length, 1)] ?? 'x');
}
