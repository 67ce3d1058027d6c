import type { Plugin, UserConfig } from 'vite';

type Bundle = Parameters<Extract<NonNullable<Plugin['generateBundle']>, { handler: unknown }>['handler']>[1];
type ModulePreload = Exclude<NonNullable<NonNullable<UserConfig['build']>['modulePreload']>, boolean>;

/**
 * A lazily loaded chunk's preload list (`__vite__mapDeps`) names only the chunks that may
 * not be loaded yet. Vite lists every chunk the import needs, also the importing chunk's
 * static imports and the entry's (the router's lists named the entry itself and the whole
 * first view again): all evaluated before the import can run, so preloading them is a
 * no-op. Dropping them takes bytes out of every chunk that loads another, the first
 * view's included, and changes no load. CSS stays listed as Vite gives it.
 */
export function preloadLists(): { plugin: Plugin; modulePreload: ModulePreload } {
  let bundle: Bundle | undefined;
  const loaded = new Map<string, Set<string>>();
  /** Chunks and every chunk they import statically: what is loaded once their code runs. */
  const withImports = (files: string[], into = new Set<string>()): Set<string> => {
    const visit = (name: string) => {
      if (into.has(name)) return;
      into.add(name);
      const chunk = bundle?.[name];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    files.forEach(visit);
    return into;
  };
  /** What is loaded when `host` runs: its own imports and the entries' (every page loads the entry first). */
  const loadedWith = (host: string): Set<string> => {
    let files = loaded.get(host);
    if (!files) {
      const entries = Object.values(bundle ?? {}).flatMap((chunk) => (chunk.type === 'chunk' && chunk.isEntry ? [chunk.fileName] : []));
      files = withImports([host], withImports(entries));
      loaded.set(host, files);
    }
    return files;
  };
  return {
    plugin: {
      name: 'lp-preload-lists',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      // Before Vite writes the lists (its import analysis, in generateBundle too): the chunks' imports are known then.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loaded.clear();
        },
      },
    },
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && bundle?.[hostId] ? deps.filter((dep) => !loadedWith(hostId).has(dep)) : deps,
    },
  };
}
