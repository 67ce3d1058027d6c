import type { Queryable } from '../../../db/client.ts';
import { insertContentPackage } from '../../../data/content-packages.ts';
import { entityId } from '../ids.ts';
import type { LoadedPackages } from './expand.ts';

/**
 * Stores the file's packages inside the import's transaction; the same bytes (tenant and
 * SHA-256) are stored once. Answers the package ids by path, and what was newly written.
 */
export async function storePackages(
  tx: Queryable,
  tenantId: string,
  packages: LoadedPackages,
): Promise<{ ids: Map<string, string>; counts: Record<string, number> }> {
  const ids = new Map<string, string>();
  const counts = { content_packages: 0, content_package_files: 0 };
  for (const [path, pkg] of packages) {
    const [existing] = await tx.query<{ id: string }>('SELECT id FROM content_packages WHERE tenant_id = $1 AND digest = $2', [
      tenantId,
      pkg.digest,
    ]);
    const id =
      existing?.id ??
      (await insertContentPackage(tx, {
        id: entityId(tenantId, 'contentPackage', pkg.digest),
        tenantId,
        kind: pkg.kind,
        manifest: pkg.structure,
        digest: pkg.digest,
        files: pkg.files,
      }));
    if (!existing) {
      counts.content_packages += 1;
      counts.content_package_files += pkg.files.length;
    }
    ids.set(path, id);
  }
  return { ids, counts };
}
