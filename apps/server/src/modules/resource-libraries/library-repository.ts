import type { ResourceLibraryView } from '@lp/contract';
import type { ContentType } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';

interface LibraryRow {
  id: string;
  name: string;
  allow_publishing: boolean;
  allow_editing: boolean;
  activity_type: ContentType;
}

/** The tenant's resource libraries (doc 1 §3), by name. */
export async function listResourceLibraries(db: Queryable, tenantId: string): Promise<ResourceLibraryView[]> {
  const rows = await db.query<LibraryRow>(
    'SELECT id, name, allow_publishing, allow_editing, activity_type FROM resource_libraries WHERE tenant_id = $1 ORDER BY name, id',
    [tenantId],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    allowPublishing: r.allow_publishing,
    allowEditing: r.allow_editing,
    activityType: r.activity_type,
  }));
}
