import fc from 'fast-check';

/**
 * Inputs a hostile or broken client can send, for the bad-input test of every route: any
 * JSON value, and the shapes that reached the database or a coercion before — text with
 * NUL (PostgreSQL text cannot hold U+0000), lone surrogates, objects where text is
 * expected, numbers past every bound, deep nesting, long lists.
 */
const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(40),
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
  "' OR 1=1 --",
  '%00',
  '__proto__',
  'constructor',
);

export const text = fc.oneof(nastyText, fc.string({ maxLength: 20, unit: 'binary' }), fc.uuid());

const nastyValue = fc.constantFrom<unknown>(
  { toString: 1 },
  { valueOf: {}, toString: {} },
  JSON.parse('{"__proto__":{"toString":1}}'),
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
  0.5,
  [],
  {},
  null,
);

const deep = fc
  .integer({ min: 20, max: 400 })
  .chain((depth) =>
    fc.constantFrom<unknown>(
      JSON.parse('['.repeat(depth) + ']'.repeat(depth)),
      JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    ),
  );

const long = fc.constantFrom<unknown>(
  Array.from({ length: 5_000 }, (_, i) => i),
  Array.from({ length: 300 }, () => 'x'.repeat(50)),
);

/** Any JSON value, weighted towards the kinds that broke the server. */
export const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }) },
  { weight: 2, arbitrary: text },
  { weight: 2, arbitrary: nastyValue },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: long },
);

/** Field names the calls read; an object built from them gets past the first checks more often. */
const FIELD_NAMES = [
  'id',
  'objectiveWorkflowAggregateId',
  'objectiveWorkflowId',
  'objectiveAccessId',
  'activityPartIds',
  'activityWorkflowIds',
  'progress',
  'data',
  'userId',
  'state',
  'score',
  'grade',
  'comment',
  'text',
  'name',
  'value',
  'message',
  'events',
  'rating',
];
const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: text });

/** An object of known field names holding arbitrary values (a body the call almost accepts). */
export const almostBody = fc.dictionary(fieldName, jsonish, { maxKeys: 4 });

/** JSON objects whose fields shadow Object.prototype: String() and template literals throw on them. */
const shadowing = fc.dictionary(
  fc.constantFrom('toString', 'valueOf', 'constructor', '__proto__', 'length'),
  fc.jsonValue({ maxDepth: 1 }),
  { minKeys: 1, maxKeys: 3 },
);
/** What goes where a list option expects text, a number or a list: mostly the wrong kind. */
const hole = fc.oneof({ weight: 2, arbitrary: shadowing }, { weight: 3, arbitrary: jsonish });

const loadOptionShape = fc.oneof(
  hole,
  fc.tuple(fc.oneof(fc.constantFrom('objective.name', 'activity.id', 'termId'), hole), hole, hole),
  fc.array(fc.tuple(fc.constantFrom('objective.name', 'activity.id'), fc.constantFrom('contains', '=', 'anyof'), hole), {
    minLength: 1,
    maxLength: 2,
  }),
  fc.array(fc.oneof(hole, fc.record({ selector: hole, desc: hole })), { minLength: 1, maxLength: 3 }),
);

/** Query parameters: list options as JSON text (arbitrary inside), and any text, once or repeated. */
const QUERY_NAMES = [
  'filter',
  'sort',
  'select',
  'skip',
  'take',
  'requireTotalCount',
  'filterAttribute',
  'showcase',
  'searchValue',
  'state',
  'code',
  'redirectUrl',
  'provider',
  'download',
];
const queryValue = fc.oneof(
  loadOptionShape.map((v) => JSON.stringify(v) ?? 'undefined'),
  text,
  fc.array(text, { minLength: 2, maxLength: 3 }),
);
/** Mostly one known parameter, so an unknown one does not end the call before the value is read. */
export const query = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...QUERY_NAMES), queryValue).map(([name, value]) => ({ [name]: value })) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_NAMES), text), queryValue, { maxKeys: 4 }) },
);

/**
 * The wrong kind of value in each place a JSON list option reads one, and NUL in every
 * text parameter: too many combinations for chance to find in a few runs, so each GET
 * route is sent all of them.
 */
const HOSTILE_VALUES: unknown[] = [{ toString: 1 }, 'a\u0000b'];
const withNul = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, 'a\u0000b']));
export const hostileQueries: Record<string, string>[] = [
  ...HOSTILE_VALUES.flatMap((v): Record<string, string>[] => [
    { filter: JSON.stringify([['objective.name', v, 'x']]) },
    { filter: JSON.stringify([['objective.name', 'contains', v]]) },
    { filter: JSON.stringify(['activity.id', 'anyof', [v]]) },
    { sort: JSON.stringify([{ selector: v, desc: false }]) },
    { sort: JSON.stringify([{ selector: 'objective.name', desc: v }]) },
    { select: JSON.stringify([v]) },
  ]),
  withNul(QUERY_NAMES),
  withNul(QUERY_NAMES.filter((name) => !['filter', 'sort', 'select', 'skip', 'take', 'requireTotalCount'].includes(name))),
];

/** Bodies as JSON text: NUL in every known field, and nesting deeper than any recursive reader survives. */
const DEEP = 100_000;
export const hostileBodies: string[] = [
  JSON.stringify(withNul(FIELD_NAMES)),
  `{"progress":0,"data":{"a":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}}`,
  `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
];

/** A path segment, already percent-encoded: any text, or escapes that do not decode to valid UTF-8. */
export const pathSegment = fc.oneof(text.map(encodeLoosely), fc.constantFrom('%00', '%ff', '%ED%A0%80', '%', '%zz', '..', '%2e%2e', '%2F'));

/**
 * Percent-encodes any JavaScript string, lone surrogates included (encodeURIComponent
 * throws on those): a lone surrogate goes out as the three bytes a careless encoder
 * writes, which are not valid UTF-8.
 */
export function encodeLoosely(s: string): string {
  let out = '';
  for (const ch of s) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xed, 0xa0 | ((unit >> 6) & 0x0f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** `?a=1&b=2&b=3` from a generated query, each value loosely encoded. */
export function queryString(q: Record<string, string | string[]>): string {
  const pairs = Object.entries(q).flatMap(([k, v]) => [v].flat().map((one) => `${encodeLoosely(k)}=${encodeLoosely(one)}`));
  return pairs.length ? `?${pairs.join('&')}` : '';
}
