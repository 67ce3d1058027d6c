import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { IssueList } from '../errors.ts';
import { activitySchema } from '../schema/activity.ts';
import type { ActivityInput, CourseInput, ImportFile } from '../schema/index.ts';
import type { Cmi5Node } from './cmi5-course.ts';
import { readPackage, type LoadedPackage } from './read-package.ts';
import type { ScormItem } from './scorm-manifest.ts';
import type { ZipLimits } from './zip.ts';

/** Packages by their path as written in the import file. */
export type LoadedPackages = Map<string, LoadedPackage>;

/** A package zip's own size limit, before anything is inflated. */
export const MAX_PACKAGE_BYTES = 1024 * 1024 * 1024;

/** Every package the file names, with the JSON path of its first mention. */
function referencedPackages(file: ImportFile): Map<string, string> {
  const found = new Map<string, string>();
  const add = (path: string, at: string) => void (found.has(path) || found.set(path, at));
  file.courses.forEach((c, i) => {
    if (c.package !== undefined) add(c.package, `courses[${i}].package`);
    c.activities.forEach((a, j) => {
      if (a.type === 'scorm' || a.type === 'cmi5') add(a.package, `courses[${i}].activities[${j}].package`);
    });
  });
  return found;
}

/**
 * Reads and checks every package the file names before the transaction opens: a bad one
 * is an issue at the path that names it, with the package's own file and element.
 */
export async function loadPackages(
  file: ImportFile,
  baseDir: string | undefined,
  issues: IssueList,
  limits?: ZipLimits,
): Promise<LoadedPackages> {
  const loaded: LoadedPackages = new Map();
  for (const [path, at] of referencedPackages(file)) {
    if (baseDir === undefined) {
      issues.add(at, 'Packages can only be referenced when importing from a file (no base folder)');
      continue;
    }
    const bytes = await readFile(resolve(baseDir, path)).catch(() => null);
    if (!bytes) {
      issues.add(at, `File not found: ${path}`);
      continue;
    }
    if (bytes.length > MAX_PACKAGE_BYTES) {
      issues.add(at, `${path}: larger than ${MAX_PACKAGE_BYTES} bytes`);
      continue;
    }
    const result = await readPackage(bytes, limits);
    if ('problems' in result) for (const problem of result.problems) issues.add(at, `${path}: ${problem}`);
    else loaded.set(path, result);
  }
  return loaded;
}

/**
 * Gives each course with a package its activity tree from the package's organization (cmi5:
 * its blocks and AUs), and each package activity its name, so the rest of the import sees
 * ordinary activities. Activity externalIds are `<course externalId>/<item identifier>`.
 */
export function expandPackages(file: ImportFile, packages: LoadedPackages, issues: IssueList): void {
  file.courses.forEach((course, i) => {
    if (course.package !== undefined) {
      const pkg = packages.get(course.package);
      if (pkg) expandCourse(course, course.package, pkg, `courses[${i}].package`, issues);
    }
    course.activities.forEach((a, j) => {
      if (a.type !== 'scorm' && a.type !== 'cmi5') return;
      const pkg = packages.get(a.package);
      if (!pkg) return;
      const at = `courses[${i}].activities[${j}]`;
      if (a.type !== (pkg.kind === 'cmi5' ? 'cmi5' : 'scorm')) {
        issues.add(`${at}.type`, `${a.package} is a ${pkg.kind === 'cmi5' ? 'cmi5' : 'SCORM'} package`);
        return;
      }
      const leaf = findLaunchable(pkg, a.item);
      if (typeof leaf === 'string') issues.add(`${at}.item`, `${a.package}: ${leaf}`);
      else {
        a.item = leaf.id;
        a.name ??= leaf.title;
      }
    });
  });
}

interface Launchable {
  id: string;
  title: string;
}

function launchables(pkg: LoadedPackage): Launchable[] {
  const out: Launchable[] = [];
  const walkScorm = (items: ScormItem[]) =>
    items.forEach((it) => (it.children.length ? walkScorm(it.children) : it.launch && out.push({ id: it.identifier, title: it.title })));
  const walkCmi5 = (nodes: Cmi5Node[]) =>
    nodes.forEach((n) => (n.kind === 'block' ? walkCmi5(n.children) : out.push({ id: n.auId, title: n.title })));
  if (pkg.structure.kind === 'cmi5') walkCmi5(pkg.structure.children);
  else walkScorm(pkg.structure.items);
  return out;
}

function findLaunchable(pkg: LoadedPackage, item: string | undefined): Launchable | string {
  const all = launchables(pkg);
  const what = pkg.kind === 'cmi5' ? 'AU' : 'item';
  if (item === undefined) {
    return all.length === 1 ? all[0]! : `the package has ${all.length} ${what}s (${all.map((l) => l.id).join(', ')}); name one in item`;
  }
  return all.find((l) => l.id === item) ?? `no launchable ${what} "${item}" (there are: ${all.map((l) => l.id).join(', ')})`;
}

function expandCourse(course: CourseInput, path: string, pkg: LoadedPackage, at: string, issues: IssueList): void {
  const activities: unknown[] = [];
  const childId = (id: string) => {
    const full = `${course.externalId}/${id}`;
    // externalIds are at most 200 characters; a long IRI is named by its digest instead.
    return full.length <= 200 ? full : `${course.externalId}/${createHash('sha256').update(id).digest('hex').slice(0, 32)}`;
  };
  const composite = (externalId: string, name: string, children: Array<{ externalId: string; completePrevious?: boolean }>) =>
    activities.push({
      externalId,
      type: 'composite',
      name,
      parts: children.map((c) => ({ activity: c.externalId, completePrevious: c.completePrevious ?? false })),
    });
  const structure = pkg.structure;
  if (structure.kind === 'cmi5') {
    const walk = (nodes: Cmi5Node[]) =>
      nodes.map((n) => {
        const externalId = childId(n.kind === 'block' ? n.id : n.auId);
        if (n.kind === 'block') composite(externalId, n.title, walk(n.children));
        else activities.push({ externalId, type: 'cmi5', name: n.title, package: path, item: n.auId });
        return { externalId };
      });
    course.name ??= structure.title;
    composite(course.externalId, structure.title, walk(structure.children));
  } else {
    const walk = (items: ScormItem[]) =>
      items.map((it, index) => {
        const externalId = childId(it.identifier);
        if (it.children.length) composite(externalId, it.title, walk(it.children));
        else activities.push({ externalId, type: 'scorm', name: it.title, package: path, item: it.identifier });
        // SCORM 1.2 prerequisites naming exactly the previous item: the portal's own "complete the previous part".
        return { externalId, completePrevious: index > 0 && it.prerequisites === items[index - 1]!.identifier };
      });
    course.name ??= structure.title;
    composite(course.externalId, structure.title, walk(structure.items));
  }
  // The root first, as the import wants it.
  activities.unshift(activities.pop());
  const parsed: ActivityInput[] = [];
  for (const activity of activities) {
    const result = activitySchema.safeParse(activity);
    if (result.success) parsed.push(result.data);
    else issues.add(at, `${path}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  course.activities = parsed;
}
