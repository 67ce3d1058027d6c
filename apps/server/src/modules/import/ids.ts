import { uuidV5 } from '../../lib/uuid-v5.ts';

export { uuidV5 };

/**
 * Ids are UUID v5 (RFC 9562 §5.5: SHA-1 of namespace + name) so that the same file
 * always produces the same ids: references resolve without a lookup and a re-import
 * updates the rows it wrote the first time instead of adding new ones.
 */

/** Namespace of tenant ids; every other id is namespaced by its tenant's id. */
const TENANTS_NAMESPACE = '6f1c2a43-8d0b-5e8a-9c57-3b1e0f4d7a21';

export function tenantIdFor(externalId: string): string {
  return uuidV5(TENANTS_NAMESPACE, `tenant:${externalId}`);
}

/** The kinds of entity a file can define or reference by externalId. */
export type EntityKind =
  | 'unit'
  | 'user'
  | 'group'
  | 'term'
  | 'filterCategory'
  | 'filterAttribute'
  | 'showcase'
  | 'gradingScale'
  | 'grade'
  | 'ltiTool'
  | 'course'
  | 'activity'
  | 'activityPart'
  | 'certificateTemplate'
  | 'enrolment'
  | 'workflow'
  | 'objectiveRecord'
  | 'certificateRecord'
  | 'promoBanner'
  | 'resourceLibrary';

/** Ids of rows that have no external_id column: derived from their owner's key. */
export type DerivedKind =
  | 'aggregate'
  | 'activityWorkflow'
  | 'activityRecord'
  | 'proctoringSession'
  | 'announcementChannel'
  | 'announcementMessage'
  | 'discussionPost'
  | 'team'
  | 'file'
  | 'contentPackage'
  | 'knowledgeModel'
  | 'knowledgeQuestion';

export function entityId(tenantId: string, kind: EntityKind | DerivedKind, key: string): string {
  return uuidV5(tenantId, `${kind}:${key}`);
}
