import { createHash } from 'node:crypto';
import type { PackageFileInput, PackageKind } from '../../../data/content-packages.ts';
import { packageContentTypeOf } from '../files.ts';
import { readCmi5Course, type Cmi5Course } from './cmi5-course.ts';
import { readScormManifest, type ScormManifest } from './scorm-manifest.ts';
import { ManifestProblems } from './xml.ts';
import { readZip, ZipError, type ZipLimits } from './zip.ts';

export type PackageStructure = ScormManifest | Cmi5Course;

export interface LoadedPackage {
  kind: PackageKind;
  structure: PackageStructure;
  /** SHA-256 of the zip, hex: the same bytes are stored once per tenant. */
  digest: string;
  files: PackageFileInput[];
}

/** Reads a package zip; answers the package or the reasons it is refused (each naming the file and element). */
export async function readPackage(zip: Buffer, limits?: ZipLimits): Promise<LoadedPackage | { problems: string[] }> {
  let entries;
  try {
    entries = await readZip(zip, limits);
  } catch (error) {
    if (error instanceof ZipError) return { problems: [error.message] };
    throw error;
  }
  const byPath = new Map(entries.map((e) => [e.path, e.bytes]));
  const names = new Set(byPath.keys());
  let structure: PackageStructure | null;
  let problems: ManifestProblems;
  if (byPath.has('cmi5.xml')) {
    problems = new ManifestProblems('cmi5.xml');
    structure = readCmi5Course(byPath.get('cmi5.xml')!, names, problems);
  } else if (byPath.has('imsmanifest.xml')) {
    problems = new ManifestProblems('imsmanifest.xml');
    structure = readScormManifest(byPath.get('imsmanifest.xml')!, names, problems);
  } else {
    const nested = [...names].find((n) => /(^|\/)(imsmanifest|cmi5)\.xml$/.test(n));
    const hint = nested ? ` (found ${nested}: zip the package's folder contents, not the folder)` : '';
    return { problems: [`no imsmanifest.xml (SCORM) or cmi5.xml (cmi5) at the root of the zip${hint}`] };
  }
  if (!structure) return { problems: problems.messages };
  return {
    kind: structure.kind,
    structure,
    digest: createHash('sha256').update(zip).digest('hex'),
    files: entries.map((e) => ({ path: e.path, contentType: packageContentTypeOf(e.path), bytes: e.bytes })),
  };
}
