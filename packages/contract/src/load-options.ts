/**
 * The list load-options convention (DESIGN "Calls"): `filter` is a nested array expression,
 * e.g. `[["objective.name","contains","x"],"or",["objective.code","contains","x"]]`, plus
 * `sort`, `select`, `skip`, `take`, `requireTotalCount`. Builders for the web and a strict
 * parser for the server live here together, free of zod, so the web bundle stays small.
 */
import { findInputProblem } from './input-limits.ts';

export type FilterValue = string | number | boolean | null;
export type FilterOperator = '=' | '<>' | '>' | '>=' | '<' | '<=' | 'contains' | 'notcontains' | 'startswith' | 'endswith' | 'anyof';
export type FilterCondition = [field: string, operator: FilterOperator, value: FilterValue | FilterValue[]];
export type FilterExpression = FilterCondition | ['!', FilterExpression] | (FilterExpression | 'and' | 'or')[];

export interface SortItem {
  selector: string;
  desc: boolean;
}

export interface ListResponse<T> {
  data: T[];
  /** Present when requireTotalCount was asked for. */
  totalCount?: number;
}

/** Bounds that keep a filter cheap to parse and to run (a longer one is a 400). */
export const LOAD_OPTION_LIMITS = {
  maxFilterLength: 4_000,
  maxDepth: 8,
  maxConditions: 64,
  maxStringLength: 200,
  maxAnyOfValues: 200,
  maxTake: 500,
  maxSkip: 1_000_000,
  maxSortItems: 4,
} as const;

export const OPERATORS: readonly FilterOperator[] = [
  '=',
  '<>',
  '>',
  '>=',
  '<',
  '<=',
  'contains',
  'notcontains',
  'startswith',
  'endswith',
  'anyof',
];

// ---- builders (web) ----

export const condition = (field: string, operator: FilterOperator, value: FilterValue | FilterValue[]): FilterCondition => [
  field,
  operator,
  value,
];

/** Joins the present expressions with `op`; none gives undefined, one gives itself. */
export function combine(op: 'and' | 'or', parts: (FilterExpression | undefined)[]): FilterExpression | undefined {
  const present = parts.filter((p): p is FilterExpression => p !== undefined);
  if (present.length <= 1) return present[0];
  return present.flatMap((p, i) => (i === 0 ? [p] : [op, p])) as FilterExpression;
}

// ---- parser (server) ----

export class LoadOptionsError extends Error {}

export type FieldType = 'string' | 'uuid' | 'boolean' | 'number' | 'enum';
export interface FieldSpec {
  type: FieldType;
  /** For 'enum': the accepted values. */
  values?: readonly FilterValue[];
  nullable?: boolean;
}

export type ParsedFilter =
  | { kind: 'condition'; field: string; operator: FilterOperator; value: FilterValue | FilterValue[] }
  | { kind: 'not'; operand: ParsedFilter }
  | { kind: 'group'; op: 'and' | 'or'; operands: ParsedFilter[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STRING_OPS = new Set<FilterOperator>(['contains', 'notcontains', 'startswith', 'endswith']);

/**
 * Validates a filter against a whitelist of fields. Every problem is a LoadOptionsError
 * whose message says what was wrong; nothing outside the whitelist gets through.
 */
export function parseFilter(raw: unknown, fields: Readonly<Record<string, FieldSpec>>): ParsedFilter {
  let conditions = 0;
  const walk = (node: unknown, depth: number): ParsedFilter => {
    if (depth > LOAD_OPTION_LIMITS.maxDepth)
      throw new LoadOptionsError(`filter is nested deeper than ${LOAD_OPTION_LIMITS.maxDepth} levels`);
    if (!Array.isArray(node) || node.length === 0) throw new LoadOptionsError('filter must be a non-empty array');
    if (node[0] === '!') {
      if (node.length !== 2) throw new LoadOptionsError('"!" takes exactly one expression');
      return { kind: 'not', operand: walk(node[1], depth + 1) };
    }
    if (typeof node[0] === 'string') return parseCondition(node, fields, () => ++conditions);
    // A group: expressions separated by "and"/"or"; adjacent expressions mean "and".
    const operands: ParsedFilter[] = [];
    let op: 'and' | 'or' | undefined;
    let expectExpression = true;
    for (const item of node) {
      if (item === 'and' || item === 'or') {
        if (expectExpression) throw new LoadOptionsError(`"${item}" must stand between two expressions`);
        if (op && op !== item) throw new LoadOptionsError('mixing "and" and "or" in one group needs brackets');
        op = item;
        expectExpression = true;
        continue;
      }
      if (!expectExpression && op === 'or') throw new LoadOptionsError('expressions in an "or" group must be separated by "or"');
      operands.push(walk(item, depth + 1));
      expectExpression = false;
    }
    if (expectExpression) throw new LoadOptionsError('filter ends with an operator');
    return operands.length === 1 ? operands[0]! : { kind: 'group', op: op ?? 'and', operands };
  };
  const result = walk(raw, 0);
  if (conditions > LOAD_OPTION_LIMITS.maxConditions)
    throw new LoadOptionsError(`filter has more than ${LOAD_OPTION_LIMITS.maxConditions} conditions`);
  return result;
}

function parseCondition(node: unknown[], fields: Readonly<Record<string, FieldSpec>>, count: () => number): ParsedFilter {
  count();
  if (node.length !== 3) throw new LoadOptionsError('a condition is [field, operator, value]');
  const [field, operator, value] = node as [string, unknown, unknown];
  const spec = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!spec) throw new LoadOptionsError(`unknown filter field ${shown(field)}; allowed: ${Object.keys(fields).join(', ')}`);
  if (typeof operator !== 'string' || !OPERATORS.includes(operator as FilterOperator)) {
    throw new LoadOptionsError(`unknown operator ${shown(operator, 20)} for "${field}"`);
  }
  const op = operator as FilterOperator;
  if (STRING_OPS.has(op) && spec.type !== 'string')
    throw new LoadOptionsError(`operator "${op}" needs a text field; "${field}" is ${spec.type}`);
  if (op === 'anyof') {
    if (!Array.isArray(value) || value.length === 0 || value.length > LOAD_OPTION_LIMITS.maxAnyOfValues) {
      throw new LoadOptionsError(`"anyof" on "${field}" needs a list of 1 to ${LOAD_OPTION_LIMITS.maxAnyOfValues} values`);
    }
    value.forEach((v) => checkValue(field, spec, v, false));
    return { kind: 'condition', field, operator: op, value: value as FilterValue[] };
  }
  if (['>', '>=', '<', '<='].includes(op) && spec.type !== 'number')
    throw new LoadOptionsError(`operator "${op}" needs a number field; "${field}" is ${spec.type}`);
  checkValue(field, spec, value, op === '=' || op === '<>');
  return { kind: 'condition', field, operator: op, value: value as FilterValue };
}

function checkValue(field: string, spec: FieldSpec, value: unknown, nullAllowed: boolean) {
  if (value === null) {
    if (nullAllowed && spec.nullable) return;
    throw new LoadOptionsError(`"${field}" cannot be compared with null`);
  }
  const ok =
    spec.type === 'string'
      ? typeof value === 'string' && value.length <= LOAD_OPTION_LIMITS.maxStringLength
      : spec.type === 'uuid'
        ? typeof value === 'string' && UUID.test(value)
        : spec.type === 'boolean'
          ? typeof value === 'boolean'
          : spec.type === 'number'
            ? typeof value === 'number' && Number.isFinite(value)
            : (spec.values ?? []).includes(value as FilterValue);
  if (!ok) {
    const expected =
      spec.type === 'enum'
        ? `one of ${(spec.values ?? []).join(', ')}`
        : spec.type === 'string'
          ? `text of at most ${LOAD_OPTION_LIMITS.maxStringLength} characters`
          : `a ${spec.type}`;
    throw new LoadOptionsError(`"${field}" must be ${expected}`);
  }
}

/** `sort` as JSON `[{"selector":"objective.name","desc":false}]` over the sortable fields. */
export function parseSort(raw: unknown, sortable: readonly string[]): SortItem[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > LOAD_OPTION_LIMITS.maxSortItems) {
    throw new LoadOptionsError(`sort must be a list of 1 to ${LOAD_OPTION_LIMITS.maxSortItems} items`);
  }
  return raw.map((item) => {
    const { selector, desc = false }: { selector?: unknown; desc?: unknown } =
      typeof item === 'string' ? { selector: item } : isRecord(item) ? item : { selector: item };
    if (typeof selector !== 'string' || !sortable.includes(selector)) {
      throw new LoadOptionsError(`cannot sort by ${shown(selector)}; allowed: ${sortable.join(', ')}`);
    }
    if (typeof desc !== 'boolean') throw new LoadOptionsError(`"desc" of the sort by "${selector}" must be true or false`);
    return { selector, desc };
  });
}

/** Parses a JSON query parameter, with the length bound checked first. */
export function parseJsonParam(name: string, raw: string): unknown {
  if (raw.length > LOAD_OPTION_LIMITS.maxFilterLength)
    throw new LoadOptionsError(`${name} is longer than ${LOAD_OPTION_LIMITS.maxFilterLength} characters`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new LoadOptionsError(`${name} is not valid JSON`);
  }
  // A "\u0000" escape decodes to the NUL the database cannot take; the request guard only sees the text.
  const problem = findInputProblem(parsed, name);
  if (problem) throw new LoadOptionsError(problem);
  return parsed;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A caller's value inside a message: text as itself (cut short), anything else by its
 * kind. Never String(value): an object such as {"toString":1} makes that throw.
 */
function shown(value: unknown, max = 60): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, max));
  if (Array.isArray(value)) return 'a list';
  if (isRecord(value)) return 'an object';
  return value === undefined ? 'nothing' : JSON.stringify(value);
}
