import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { demoPackages } from './courses.ts';
import type { PackageDescription } from './describe.ts';
import { cmi5CourseStructure, scorm12Manifest, scorm2004Manifest } from './manifests.ts';
import { deterministicZip } from './zip.ts';

/** apps/server/demo/packages/: the content (one folder a package, shared/ for what they all use) and dist/. */
export const PACKAGES_DIR = fileURLToPath(new URL('../../packages/', import.meta.url));
export const DIST_DIR = join(PACKAGES_DIR, 'dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)).split(sep).join('/'));
}

/** The AU's script: its TypeScript with @xapi/cmi5 (and the library's own dependencies) in one file. */
function bundle(entry: string): Uint8Array {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'eof',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents;
}

/** Every file of a package, by its path in the zip, the manifest included. */
export function packageFiles(pkg: PackageDescription): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const source = join(PACKAGES_DIR, pkg.source);
  for (const path of filesUnder(join(PACKAGES_DIR, 'shared')))
    files.set(`shared/${path}`, readFileSync(join(PACKAGES_DIR, 'shared', path)));
  for (const path of filesUnder(source)) if (!path.endsWith('.ts')) files.set(path, readFileSync(join(source, path)));
  const text = (s: string) => new TextEncoder().encode(s);
  const paths = () => [...files.keys()].sort();
  switch (pkg.standard) {
    case 'scorm12':
      files.set('imsmanifest.xml', text(scorm12Manifest(pkg, paths())));
      break;
    case 'scorm2004':
      files.set('imsmanifest.xml', text(scorm2004Manifest(pkg, paths())));
      break;
    case 'cmi5':
      for (const entry of pkg.aus.flatMap((au) => au.bundles)) files.set(entry.replace(/\.ts$/, '.js'), bundle(join(source, entry)));
      files.set('cmi5.xml', text(cmi5CourseStructure(pkg)));
      break;
  }
  return files;
}

export const buildPackage = (pkg: PackageDescription) => deterministicZip(packageFiles(pkg));

/** `npm run demo:packages` (node --import tsx apps/server/demo/build/packager/build-packages.ts) rewrites packages/dist/. */
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(DIST_DIR, { recursive: true });
  for (const pkg of demoPackages) {
    const zip = buildPackage(pkg);
    writeFileSync(join(DIST_DIR, `${pkg.name}.zip`), zip);
    console.log(`wrote packages/dist/${pkg.name}.zip (${Math.round(zip.length / 1024)} KiB)`);
  }
}
