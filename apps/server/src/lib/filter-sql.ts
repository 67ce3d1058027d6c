import type { FieldSpec, FilterValue, ParsedFilter } from '@lp/contract';

/** A whitelisted list field: how the client names it, how it is validated, and the SQL it reads. */
export interface ListField extends FieldSpec {
  sql: string;
}

/** Collects parameters so every value reaches PostgreSQL as $n, never as SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Turns a validated filter into a SQL condition. Only the SQL of whitelisted fields and
 * fixed operator templates is ever written; every value is a parameter.
 */
export function filterToSql(filter: ParsedFilter, fields: Readonly<Record<string, ListField>>, params: SqlParams): string {
  switch (filter.kind) {
    case 'not':
      return `NOT (${filterToSql(filter.operand, fields, params)})`;
    case 'group':
      return `(${filter.operands.map((o) => filterToSql(o, fields, params)).join(filter.op === 'and' ? ' AND ' : ' OR ')})`;
    case 'condition': {
      const field = fields[filter.field]!;
      const column = field.sql;
      const { operator, value } = filter;
      const cast = field.type === 'uuid' ? '::uuid' : '';
      switch (operator) {
        case '=':
          return value === null ? `(${column}) IS NULL` : `(${column}) = ${params.add(value)}${cast}`;
        case '<>':
          return value === null ? `(${column}) IS NOT NULL` : `(${column}) IS DISTINCT FROM ${params.add(value)}${cast}`;
        case '>':
        case '>=':
        case '<':
        case '<=':
          return `(${column}) ${operator} ${params.add(value)}`;
        case 'anyof':
          return `(${column}) = ANY(${params.add(value as FilterValue[])}${field.type === 'uuid' ? '::uuid[]' : field.type === 'number' || (field.type === 'enum' && typeof (value as FilterValue[])[0] === 'number') ? '::int[]' : '::text[]'})`;
        case 'contains':
          return `lower(${column}) LIKE '%' || ${params.add(escapeLike(String(value).toLowerCase()))} || '%'`;
        case 'notcontains':
          return `lower(${column}) NOT LIKE '%' || ${params.add(escapeLike(String(value).toLowerCase()))} || '%'`;
        case 'startswith':
          return `lower(${column}) LIKE ${params.add(escapeLike(String(value).toLowerCase()))} || '%'`;
        case 'endswith':
          return `lower(${column}) LIKE '%' || ${params.add(escapeLike(String(value).toLowerCase()))}`;
      }
    }
  }
}
