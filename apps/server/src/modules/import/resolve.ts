import type { Queryable } from '../../db/client.ts';
import type { IssueList } from './errors.ts';
import type { EntityKind } from './ids.ts';
import type { KnownEntities } from './known.ts';
import type { LtiToolInput, UserInput } from './schema/index.ts';

const TABLES: Partial<Record<EntityKind, string>> = {
  unit: 'units',
  user: 'users',
  group: 'groups',
  term: 'terms',
  filterCategory: 'filter_categories',
  filterAttribute: 'filter_attributes',
  showcase: 'showcases',
  gradingScale: 'grading_scales',
  grade: 'grades',
  ltiTool: 'lti_tools',
  course: 'objectives',
  activity: 'activities',
  activityPart: 'activity_parts',
  certificateTemplate: 'certificate_templates',
  workflow: 'objective_workflows',
  objectiveRecord: 'objective_records',
  // enrolments are matched by (user, course) and certificate records by externalId
  // alone: nothing refers to their ids, so they need no lookup.
};

const LABELS: Partial<Record<EntityKind, string>> = {
  filterAttribute: 'filter attribute',
  gradingScale: 'grading scale',
  ltiTool: 'LTI tool',
};

/**
 * Finds which externalIds already exist in the tenant, so rows are updated under the
 * id they have (normally the same derived id) and references to entities imported
 * earlier resolve. References found nowhere become issues at their JSON path.
 */
export async function resolveAgainstDatabase(q: Queryable, tenantId: string, known: KnownEntities, issues: IssueList): Promise<void> {
  for (const [kind, table] of Object.entries(TABLES) as [EntityKind, string][]) {
    const looked = known.looked.get(kind) ?? new Set<string>();
    known.looked.set(kind, looked);
    const wanted = new Set<string>();
    for (const ext of known.defined.get(kind)?.keys() ?? []) if (!looked.has(ext)) wanted.add(ext);
    const external = known.external.get(kind);
    for (const ext of external?.keys() ?? []) wanted.add(ext);
    if (wanted.size === 0) continue;
    const rows = await q.query<{ external_id: string; id: string }>(
      `SELECT external_id, id FROM ${table} WHERE tenant_id = $1 AND external_id = ANY($2::text[])`,
      [tenantId, [...wanted]],
    );
    for (const row of rows) known.ids.set(`${kind}:${row.external_id}`, row.id);
    for (const ext of wanted) looked.add(ext);
    for (const [ext, path] of external ?? []) {
      if (!known.ids.has(`${kind}:${ext}`)) issues.add(path, `Unknown ${LABELS[kind] ?? kind} "${ext}"`);
    }
  }
  await resolveStoredActivities(q, tenantId, known);
}

/** Activities of courses not in the file (a file of workflows only): which part holds each. */
async function resolveStoredActivities(q: Queryable, tenantId: string, known: KnownEntities): Promise<void> {
  const wanted = [...(known.external.get('activity')?.keys() ?? [])];
  if (wanted.length === 0) return;
  const rows = await q.query<{ external_id: string; part_id: string | null }>(
    `SELECT a.external_id, p.id AS part_id FROM activities a
       LEFT JOIN activity_parts p ON p.child_activity_id = a.id
      WHERE a.tenant_id = $1 AND a.external_id = ANY($2::text[])`,
    [tenantId, wanted],
  );
  for (const row of rows) known.storedActivityParts.set(row.external_id, row.part_id);
}

/**
 * A user signed in through an external issuer before the import has a row with the
 * same email and no externalId: the import adopts that row instead of failing on the
 * unique email. An email held by a user with another externalId is an error.
 */
export async function adoptUsersByEmail(
  q: Queryable,
  tenantId: string,
  users: readonly UserInput[],
  known: KnownEntities,
  issues: IssueList,
): Promise<void> {
  if (users.length === 0) return;
  const rows = await q.query<{ id: string; external_id: string | null; email: string }>(
    'SELECT id, external_id, lower(email) AS email FROM users WHERE tenant_id = $1 AND lower(email) = ANY($2::text[])',
    [tenantId, users.map((u) => u.email.toLowerCase())],
  );
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  for (const [i, user] of users.entries()) {
    const row = byEmail.get(user.email.toLowerCase());
    if (!row || row.external_id === user.externalId) continue;
    const ownId = known.ids.get(`user:${user.externalId}`);
    if (row.external_id !== null || (ownId !== undefined && ownId !== row.id)) {
      issues.add(`users[${i}].email`, `"${user.email}" already belongs to another user (${row.external_id ?? row.id})`);
      continue;
    }
    await q.query('UPDATE users SET external_id = $2 WHERE id = $1', [row.id, user.externalId]);
    known.ids.set(`user:${user.externalId}`, row.id);
  }
}

/** A client id held by another stored tool of the tenant is an error (check-lti-tools.ts checks the file). */
export async function checkStoredClientIds(
  q: Queryable,
  tenantId: string,
  tools: readonly LtiToolInput[],
  issues: IssueList,
): Promise<void> {
  if (tools.length === 0) return;
  const rows = await q.query<{ external_id: string; client_id: string }>(
    'SELECT external_id, client_id FROM lti_tools WHERE tenant_id = $1 AND client_id = ANY($2::text[])',
    [tenantId, tools.map((t) => t.clientId)],
  );
  const holder = new Map(rows.map((r) => [r.client_id, r.external_id]));
  tools.forEach((tool, i) => {
    const other = holder.get(tool.clientId);
    if (other !== undefined && other !== tool.externalId) {
      issues.add(`ltiTools[${i}].clientId`, `clientId "${tool.clientId}" is already registered to LTI tool "${other}"`);
    }
  });
}
