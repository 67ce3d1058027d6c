import type { Queryable } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { refreshAggregates, loadStoredPairs } from './aggregates.ts';
import { checkDefinitions } from './check-definitions.ts';
import { checkReferences } from './check-references.ts';
import { checkExternalUrls } from './check-urls.ts';
import { IssueList } from './errors.ts';
import { loadFiles, type LoadedFiles } from './files.ts';
import { expandPackages, loadPackages, type LoadedPackages } from './content-packages/expand.ts';
import { storePackages } from './content-packages/store-packages.ts';
import type { KnownEntities } from './known.ts';
import { adoptUsersByEmail, checkStoredClientIds, resolveAgainstDatabase } from './resolve.ts';
import { catalogSteps } from './rows/catalog.ts';
import type { BuildContext, Step } from './rows/context.ts';
import { courseSteps } from './rows/courses.ts';
import { knowledgeModelSteps } from './rows/knowledge-models.ts';
import { learningSteps, pairsOf } from './rows/learning.ts';
import { ltiToolSteps } from './rows/lti-tools.ts';
import { peopleSteps } from './rows/people.ts';
import type { ImportFile } from './schema/index.ts';
import { checkTeams, writeTeams } from './teams.ts';
import { upsertTenant } from './tenant.ts';
import { TableWriter } from './writer.ts';

/** What can be done before the transaction opens: checks, file reads, password hashing. */
export interface Prepared {
  files: LoadedFiles;
  packages: LoadedPackages;
  passwords: Map<string, string>;
}

export async function prepare(
  file: ImportFile,
  known: KnownEntities,
  baseDir: string | undefined,
  { allowHttpUrls = false } = {},
): Promise<Prepared> {
  const issues = new IssueList();
  // Packages first: a course with a package gets its activities from it, which the checks then see.
  const packages = await loadPackages(file, baseDir, issues);
  expandPackages(file, packages, issues);
  // A course whose package was refused has no activity tree to check.
  issues.throwIfAny();
  checkDefinitions(file, known, issues);
  checkReferences(file, known, issues);
  checkTeams(file, known, issues);
  checkExternalUrls(file, allowHttpUrls, issues);
  const files = await loadFiles(file, baseDir, issues);
  issues.throwIfAny();
  // scrypt runs on libuv's thread pool: hash them all at once.
  const passwords = new Map(
    await Promise.all(file.users.filter((u) => u.password).map(async (u) => [u.externalId, await hashPassword(u.password!)] as const)),
  );
  return { files, packages, passwords };
}

export interface WriteResult {
  tenantId: string;
  /** Rows written per table. */
  counts: Record<string, number>;
}

/**
 * Writes one parsed and checked file inside the caller's transaction: tenant, database
 * lookups (which may still find unknown references), then every table in foreign-key
 * order, then the aggregates' pointers.
 */
export async function writeChunk(
  tx: Queryable,
  file: ImportFile,
  known: KnownEntities,
  prepared: Prepared,
  options: { now: Date; onPlanned?: (rows: number) => void; onRows?: (rows: number) => void },
): Promise<WriteResult> {
  const tenantId = await upsertTenant(tx, file.tenant);
  const issues = new IssueList();
  await resolveAgainstDatabase(tx, tenantId, known, issues);
  await adoptUsersByEmail(tx, tenantId, file.users, known, issues);
  await checkStoredClientIds(tx, tenantId, file.ltiTools, issues);
  issues.throwIfAny();

  const stored = await storePackages(tx, tenantId, prepared.packages);
  const ctx: BuildContext = {
    tenantId,
    now: options.now,
    known,
    files: prepared.files,
    passwords: prepared.passwords,
    packages: prepared.packages,
    packageIds: stored.ids,
  };
  const storedPairs = await loadStoredPairs(tx, pairsOf(file, ctx).values());
  const learning = learningSteps(file, ctx, storedPairs);
  const steps: Step[] = [
    ...peopleSteps(file, ctx),
    ...catalogSteps(file, ctx),
    ...ltiToolSteps(file, ctx),
    ...courseSteps(file, ctx),
    ...knowledgeModelSteps(file, ctx),
    ...learning.steps,
  ];
  options.onPlanned?.(steps.reduce((n, s) => n + s.rows.length, 0));

  const writer = new TableWriter(tx, options.onRows);
  const counts: Record<string, number> = { ...stored.counts };
  for (const step of steps) {
    if (step.replace) await writer.replace(step.spec, step.replace.ownerColumn, step.replace.ownerIds, step.rows);
    else await writer.upsert(step.spec, step.rows);
    counts[step.spec.table] = (counts[step.spec.table] ?? 0) + step.rows.length;
  }
  await refreshAggregates(tx, learning.aggregateIds);
  if (file.teams.length) {
    counts.group_activity_workflows = await writeTeams(tx, file, ctx, issues);
    issues.throwIfAny();
  }
  return { tenantId, counts };
}
