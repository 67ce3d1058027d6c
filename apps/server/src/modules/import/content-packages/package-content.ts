import type { Cmi5Content, ScormContent } from '@lp/domain';
import type { Cmi5Node } from './cmi5-course.ts';
import type { LoadedPackage } from './read-package.ts';
import type { ScormItem } from './scorm-manifest.ts';

/** activities.content of a package activity (the shapes of @lp/domain's package-content.ts). */
export function packageActivityContent(pkg: LoadedPackage, packageId: string, item: string): ScormContent | Cmi5Content {
  const structure = pkg.structure;
  if (structure.kind === 'cmi5') {
    const au = findAu(structure.children, item)!;
    const { kind: _kind, title: _title, ...rest } = au;
    return { packageId, courseId: structure.courseId, ...rest };
  }
  const found = findItem(structure.items, item)!;
  const optional = {
    masteryScore: found.masteryScore,
    scaledPassingScore: found.scaledPassingScore,
    completionThreshold: found.completionThreshold,
    dataFromLms: found.dataFromLms,
    maxTimeAllowed: found.maxTimeAllowed,
    maxTimeAllowedSeconds: found.maxTimeAllowedSeconds,
    timeLimitAction: found.timeLimitAction,
    prerequisites: found.prerequisites,
    isVisible: found.isVisible ? undefined : (false as const),
  };
  return {
    packageId,
    version: structure.version,
    itemIdentifier: found.identifier,
    resourceIdentifier: found.resourceIdentifier!,
    launch: found.launch!,
    scormType: found.scormType!,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}

function findItem(items: ScormItem[], id: string): ScormItem | undefined {
  for (const it of items) {
    if (it.identifier === id) return it;
    const inside = findItem(it.children, id);
    if (inside) return inside;
  }
  return undefined;
}

function findAu(nodes: Cmi5Node[], id: string): Extract<Cmi5Node, { kind: 'au' }> | undefined {
  for (const n of nodes) {
    if (n.kind === 'au' && n.auId === id) return n;
    if (n.kind === 'block') {
      const inside = findAu(n.children, id);
      if (inside) return inside;
    }
  }
  return undefined;
}
