import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageModules } from '@lp/contract/pages';

/**
 * The lazily loaded page modules of the web app a /learn path shows (their names are in the
 * page table, @lp/contract/pages), so the page can `modulepreload` them with the entry
 * instead of the browser finding them only once the entry has run (issue 17 item 1). A
 * page that names none gets no hint and loads as before.
 */
const routeKey = (name: string) => `src/app/routes/${name}-route.tsx`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

/** Reads Vite's manifest once; answers the scripts and styles a path's page needs beyond the entry's. */
export function createRouteAssets(distDir: string): (learnPath: string, home: 'dashboard' | 'my-courses') => RouteAssets {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return () => ({ scripts: [], styles: [] });
  }
  const closure = (keys: string[], skip: Set<string> = new Set()) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || skip.has(chunk.file) || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((file) => styles.add(file));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return { scripts, styles };
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return (learnPath, home) => {
    const names = pageModules(learnPath, { dashboard: home === 'dashboard' });
    const { scripts, styles } = closure(names.map(routeKey), entry.scripts);
    return { scripts: [...scripts], styles: [...styles].filter((file) => !entry.styles.has(file)) };
  };
}
