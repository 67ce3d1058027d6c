import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which lazily loaded page modules of the web app (apps/web/src/app/router.tsx) a /learn
 * path shows, so the page can `modulepreload` them with the entry instead of the browser
 * finding them only once the entry has run (issue 17 item 1). The first match wins; a path
 * not listed gets no hint and loads as before.
 */
const ROUTES: [RegExp, string[]][] = [
  [/^\/courses\/?$/, ['my-courses']],
  [/^\/courses\/(redirect|proctor)\//, []],
  [/^\/courses\/[^/]+\/view\/content/, ['course', 'course-content']],
  [/^\/courses\/[^/]+\/(workflow|certificate)\//, []],
  [/^\/courses\/[^/]+/, ['course']],
  [/^\/catalog\/?$/, ['catalog']],
  [/^\/catalog\/[^/]+/, ['catalog-course']],
  [/^\/open-catalog\/?$/, ['open-catalog']],
  [/^\/open-catalog\/[^/]+\/view\/details/, ['open-catalog-course']],
  [/^\/certificates\/?$/, ['certificate-wallet']],
  [/^\/profile\/?$/, ['profile']],
];
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
    const path = learnPath === '/' || learnPath === '' ? (home === 'my-courses' ? '/courses' : '/') : learnPath;
    const names = ROUTES.find(([pattern]) => pattern.test(path))?.[1] ?? [];
    const { scripts, styles } = closure(names.map(routeKey), entry.scripts);
    return { scripts: [...scripts], styles: [...styles].filter((file) => !entry.styles.has(file)) };
  };
}
