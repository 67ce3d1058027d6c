// A small ESLint plugin of our own: import zones checked on the file an import really
// resolves to (relative paths and dynamic import() included), imports that lead nowhere,
// and Node's own modules by their node: name. Why not
// eslint-plugin-import-x's no-restricted-paths: it needs unrs-resolver's native
// bindings, which the registry this project installs from does not serve for every
// platform, so `npm ci` refuses the lock file (decision 0017).
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
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

/** The file an import names (which may not exist); undefined for a package that is not ours. */
function resolveImport(fromFile, specifier) {
  const path = specifier.split('?')[0];
  if (path.startsWith('.') || path.startsWith('/')) return resolve(dirname(fromFile), path);
  return resolveWorkspace(path);
}

/** The specifier of an import, a dynamic import() of a string or a backquoted string without `${}`, else undefined. */
function literal(node) {
  if (typeof node?.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
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
      const specifier = literal(node);
      if (specifier === undefined) return;
      const target = resolveImport(file, specifier);
      if (target === undefined) return;
      const relativePath = specifier.startsWith('.') || specifier.startsWith('/');
      for (const zone of zones) {
        // A `relativeOnly` zone refuses reaching a folder by a path, not by the package's name.
        if (zone.relativeOnly && !relativePath) continue;
        if (inside(target, zone.from) && !zone.except.some((e) => inside(target, e))) {
          context.report({ node, messageId: 'zone', data: { specifier, message: zone.message ?? relative(root, zone.from) } });
          return;
        }
      }
      // A boundary is reported even for a file that does not exist (yet); anything else must lead somewhere.
      if (!existsSync(target)) context.report({ node, messageId: 'unresolved', data: { specifier } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** Node's own modules by their `node:` name everywhere: `os` could be an npm package of that name, `node:os` cannot. */
const builtins = new Set(builtinModules.filter((name) => !name.startsWith('_') && !name.startsWith('node:')));
const nodePrefixRule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    schema: [],
    messages: { prefix: 'Import Node\'s "{{specifier}}" as "node:{{specifier}}".' },
  },
  create(context) {
    const check = (node) => {
      const specifier = literal(node);
      if (specifier === undefined || !builtins.has(specifier)) return;
      context.report({
        node,
        messageId: 'prefix',
        data: { specifier },
        fix: (fixer) => {
          const quote = context.sourceCode.getText(node)[0];
          return fixer.replaceText(node, `${quote}node:${specifier}${quote}`);
        },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference?.expression),
    };
  },
};

export const importZones = { rules: { 'no-restricted-paths': zonesRule, 'node-prefix': nodePrefixRule } };
