import type { EntityKind } from '../ids.ts';
import type { KnownEntities } from '../known.ts';
import type { LoadedFiles } from '../files.ts';
import type { LoadedPackages } from '../content-packages/expand.ts';
import { resolveDate } from '../relative-date.ts';
import type { Row, TableSpec } from '../tables.ts';

/** What turning a parsed file into rows needs: ids, dates and the loaded files. */
export interface BuildContext {
  tenantId: string;
  now: Date;
  known: KnownEntities;
  files: LoadedFiles;
  /** Hashed passwords by user externalId. */
  passwords: Map<string, string>;
  /** SCORM and cmi5 packages by their path in the file, and the ids they are stored under. */
  packages: LoadedPackages;
  packageIds: Map<string, string>;
}

/** One table's rows; `replace` first deletes the owners' existing link rows. */
export interface Step {
  spec: TableSpec;
  rows: Row[];
  replace?: { ownerColumn: string; ownerIds: string[] };
}

export function idOf(ctx: BuildContext, kind: EntityKind, externalId: string): string {
  return ctx.known.idOf(ctx.tenantId, kind, externalId);
}

export function optionalId(ctx: BuildContext, kind: EntityKind, externalId: string | undefined): string | null {
  return externalId === undefined ? null : idOf(ctx, kind, externalId);
}

/** Dates were checked by the schema, so resolving cannot fail here. */
export function dateOf(ctx: BuildContext, value: string | undefined): Date | null {
  return value === undefined ? null : (resolveDate(value, ctx.now) ?? null);
}
