import type { Queryable } from '../db/client.ts';

/** What kind of package an imported zip is (issue 34). */
export type PackageKind = 'scorm12' | 'scorm2004' | 'cmi5';

export interface PackageFileInput {
  /** Inside the package: '/'-separated, no leading slash, no '.' or '..' segment (the import checks). */
  path: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface ContentPackageInput {
  id: string;
  tenantId: string;
  kind: PackageKind;
  manifest: unknown;
  /** SHA-256 of the package's bytes, hex. */
  digest: string;
  files: readonly PackageFileInput[];
}

/** Rows per INSERT: a few hundred small files of a typical package go in a few statements. */
const FILES_PER_STATEMENT = 50;

/**
 * Stores a package and its files, or finds the one already stored with the same bytes
 * (tenant and digest): answers the id the package has. Call it inside the import's transaction.
 */
export async function insertContentPackage(tx: Queryable, input: ContentPackageInput): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO content_packages (id, tenant_id, kind, manifest, digest) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id, digest) DO NOTHING RETURNING id`,
    [input.id, input.tenantId, input.kind, JSON.stringify(input.manifest), input.digest],
  );
  if (!inserted) {
    const [existing] = await tx.query<{ id: string }>('SELECT id FROM content_packages WHERE tenant_id = $1 AND digest = $2', [
      input.tenantId,
      input.digest,
    ]);
    return existing!.id;
  }
  for (let i = 0; i < input.files.length; i += FILES_PER_STATEMENT) {
    const batch = input.files.slice(i, i + FILES_PER_STATEMENT);
    const params: unknown[] = [inserted.id];
    const rows = batch.map((file) => {
      params.push(file.path, file.contentType, file.bytes.byteLength, file.bytes);
      const n = params.length;
      return `($1, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    await tx.query(`INSERT INTO content_package_files (package_id, path, content_type, size, bytes) VALUES ${rows.join(', ')}`, params);
  }
  return inserted.id;
}

export interface PackageFile {
  contentType: string;
  size: number;
  bytes: Uint8Array;
}

/** A file of a tenant's package by its path inside the package; undefined when there is none. */
export async function findPackageFile(db: Queryable, tenantId: string, packageId: string, path: string): Promise<PackageFile | undefined> {
  const [row] = await db.query<PackageFile>(
    `SELECT f.content_type AS "contentType", f.size, f.bytes
       FROM content_package_files f JOIN content_packages p ON p.id = f.package_id
      WHERE p.tenant_id = $1 AND f.package_id = $2 AND f.path = $3`,
    [tenantId, packageId, path],
  );
  return row;
}

/** A tenant's package: its kind and the manifest the import read. */
export async function findContentPackage(
  db: Queryable,
  tenantId: string,
  packageId: string,
): Promise<{ kind: PackageKind; manifest: unknown } | undefined> {
  const [row] = await db.query<{ kind: PackageKind; manifest: unknown }>(
    'SELECT kind, manifest FROM content_packages WHERE tenant_id = $1 AND id = $2',
    [tenantId, packageId],
  );
  return row;
}
