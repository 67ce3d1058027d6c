// A small ESLint plugin of our own: import zones checked on the file an import really
// resolves to (relative paths included), and imports that lead nowhere. Why not
// eslint-plugin-import-x's no-restricted-paths: it needs unrs-resolver's native
// bindings, which the registry this project installs from does not serve for every
// platform, so `npm ci` refuses the lock file (decision 0017).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const inside = (file, folder) => file === folder || file.startsWith(folder + sep);

/** `@lp/<name>[/sub]` → the workspace file its package.json exports name; other packages are not ours. */
const workspaceExports = new Map();
function resolveWorkspace(specifier) {
  const match = /^@lp\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return undefined;
  const [, name, sub = ''] = match;
  for (const base of ['packages', 'apps']) {
    const dir = join(root, base, name);
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    if (!workspaceExports.has(dir)) workspaceExports.set(dir, JSON.parse(readFileSync(manifest, 'utf8')).exports ?? {});
    const exports = workspaceExports.get(dir);
    const key = `.${sub}`;
    const direct = typeof exports === 'string' ? (key === '.' ? exports : undefined) : exports[key];
    if (typeof direct === 'string') return join(dir, direct);
    // A pattern export such as "./catalogs/*": "./catalogs/*".
    for (const [pattern, target] of Object.entries(typeof exports === 'object' ? exports : {})) {
      if (pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)) && typeof target === 'string')
        return join(dir, target.replace('*', key.slice(pattern.length - 1)));
    }
    return join(dir, sub);
  }
  return undefined;
}

/** The file an import names, or null when it names nothing; undefined for a package that is not ours. */
function resolveImport(fromFile, specifier) {
  const path = specifier.split('?')[0];
  if (path.startsWith('.') || path.startsWith('/')) {
    const target = resolve(dirname(fromFile), path);
    return existsSync(target) ? target : null;
  }
  return resolveWorkspace(path);
}

const zonesRule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
    messages: {
      zone: 'Unexpected import of "{{specifier}}" here: {{message}}',
      unresolved: 'The import "{{specifier}}" leads to no file.',
    },
  },
  create(context) {
    const file = resolve(context.filename);
    const zones = (context.options[0]?.zones ?? [])
      .map((z) => ({
        ...z,
        target: join(root, z.target),
        from: join(root, z.from),
        except: (z.except ?? []).map((e) => join(root, z.from, e)),
      }))
      .filter((z) => inside(file, z.target));
    const check = (node) => {
      const specifier = node?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveImport(file, specifier);
      if (target === null) return context.report({ node, messageId: 'unresolved', data: { specifier } });
      if (target === undefined) return;
      for (const zone of zones) {
        if (inside(target, zone.from) && !zone.except.some((e) => inside(target, e))) {
          context.report({ node, messageId: 'zone', data: { specifier, message: zone.message ?? relative(root, zone.from) } });
          return;
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const importZones = { rules: { 'no-restricted-paths': zonesRule } };
