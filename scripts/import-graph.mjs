#!/usr/bin/env node
// The import graph's figures (issue 32, decision 0069), for a tree given as the argument
// (default: this repository), so the same script measures an older checkout:
//   node scripts/import-graph.mjs [root] [--json]
// - the server's levels: the folder-level graph of apps/server/src (app.ts and the other
//   top files, modules/<area>, lifecycle, data, commands, events, plugins, lib, db, …), its
//   cycles condensed; the longest chain, and the arrows running back up (inside a cycle, or
//   against the order once a fewest-arrows cut makes the graph one-way);
// - module-to-module imports of the server (area pairs and each importing line);
// - file-level cycles in the server, the web and the packages (runtime imports; with type-only ones);
// - median / p90 / max length in lines of the source files (not tests) of each app and package.
// Source files only: tests (*.test.*, test/ folders) are left out of every figure.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';

const args = process.argv.slice(2);
const json = args.includes('--json');
const root = resolve(args.find((a) => !a.startsWith('--')) ?? '.');
process.chdir(root);

const isTest = (path) => /\.test\.[cm]?[jt]sx?$|(^|\/)test\//.test(path);
const isSource = (path) => /\.([cm]?[jt]sx?)$/.test(path) && !path.endsWith('.d.ts') && !isTest(path);

// ---- the graph (dependency-cruiser, type-only imports included and marked) ----
const scopes = ['apps/server/src', 'apps/web/src', ...dirs('packages').map((p) => `packages/${p}/src`)];
const { output } = await cruise(
  scopes,
  {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    outputType: 'json',
  },
  {
    exportsFields: ['exports'],
    conditionNames: ['import', 'require', 'node', 'default', 'types'],
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
  },
);
const graph = typeof output === 'string' ? JSON.parse(output) : output;
/** source → [{ to, typeOnly, specifier }] over source files of ours only. */
const edges = new Map();
for (const m of graph.modules) {
  if (!isSource(m.source)) continue;
  const list = [];
  for (const d of m.dependencies) {
    if (d.couldNotResolve || !isSource(d.resolved) || d.resolved.includes('node_modules')) continue;
    list.push({ to: d.resolved, typeOnly: d.dependencyTypes.includes('type-only'), specifier: d.module });
  }
  edges.set(m.source, list);
}

// ---- the server's folder-level graph ----
const server = 'apps/server/src/';
const unit = (file) => {
  const rest = file.slice(server.length);
  const parts = rest.split('/');
  if (parts.length === 1) return parts[0];
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts[0];
};
const folderEdges = new Map();
for (const [from, list] of edges) {
  if (!from.startsWith(server)) continue;
  for (const { to } of list) {
    if (!to.startsWith(server)) continue;
    const [a, b] = [unit(from), unit(to)];
    if (a === b) continue;
    if (!folderEdges.has(a)) folderEdges.set(a, new Set());
    folderEdges.get(a).add(b);
  }
  if (!folderEdges.has(unit(from))) folderEdges.set(unit(from), new Set());
}
const folderGraph = new Map([...folderEdges].map(([k, v]) => [k, [...v]]));
const folderSccs = sccs(folderGraph);
const sccOf = new Map(folderSccs.flatMap((c, i) => c.map((n) => [n, i])));
const arrowsInCycles = [...folderGraph].flatMap(([a, bs]) => bs.filter((b) => sccOf.get(a) === sccOf.get(b)).map((b) => `${a} → ${b}`));
const condensed = new Map(folderSccs.map((_, i) => [i, new Set()]));
for (const [a, bs] of folderGraph) for (const b of bs) if (sccOf.get(a) !== sccOf.get(b)) condensed.get(sccOf.get(a)).add(sccOf.get(b));
const condensedLevels = longestChain(new Map([...condensed].map(([k, v]) => [k, [...v]])));
const backArrows = feedbackArcs(folderGraph);
const cut = new Map([...folderGraph].map(([a, bs]) => [a, bs.filter((b) => !backArrows.some(([x, y]) => x === a && y === b))]));
const levelsAfterCut = longestChain(cut);

// ---- module → module imports ----
const moduleImports = [];
for (const [from, list] of edges) {
  if (!from.startsWith(`${server}modules/`)) continue;
  for (const { to, specifier } of list) {
    if (!to.startsWith(`${server}modules/`) || unit(from) === unit(to)) continue;
    const line =
      readFileSync(from, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`)) + 1;
    moduleImports.push({
      pair: `${unit(from).slice(8)} → ${unit(to).slice(8)}`,
      at: `${from.slice(server.length + 8)}:${line}`,
      to: to.slice(server.length + 8),
    });
  }
}
const pairs = new Map();
for (const m of moduleImports) pairs.set(m.pair, [...(pairs.get(m.pair) ?? []), m]);

// ---- file-level cycles ----
const cyclesIn = (prefix, runtimeOnly) => {
  const g = new Map();
  for (const [from, list] of edges) {
    if (!from.startsWith(prefix)) continue;
    g.set(
      from,
      list.filter((e) => e.to.startsWith(prefix) && !(runtimeOnly && e.typeOnly)).map((e) => e.to),
    );
  }
  return sccs(g).filter((c) => c.length > 1 || (g.get(c[0]) ?? []).includes(c[0]));
};
const cycleAreas = { server: server, web: 'apps/web/src/', packages: 'packages/' };
const cycles = Object.fromEntries(
  Object.entries(cycleAreas).map(([name, prefix]) => {
    const runtime = cyclesIn(prefix, true);
    const all = cyclesIn(prefix, false);
    return [
      name,
      {
        runtime: runtime.length,
        runtimeFiles: runtime.flat().length,
        withTypeOnly: all.length,
        withTypeOnlyFiles: all.flat().length,
        list: all.map((c) => c.sort()),
      },
    ];
  }),
);

// ---- file lengths ----
const lengthScopes = [
  'apps/server/src',
  'apps/web/src',
  ...dirs('packages').map((p) => `packages/${p}/src`),
  ...dirs('peers').map((p) => `peers/${p}/src`),
];
const lengths = Object.fromEntries(
  lengthScopes
    .filter((s) => exists(s))
    .map((scope) => {
      const sizes = walk(scope)
        .filter(isSource)
        .map((f) => readFileSync(f, 'utf8').split('\n').length - (readFileSync(f, 'utf8').endsWith('\n') ? 1 : 0))
        .sort((a, b) => a - b);
      return [
        scope,
        {
          files: sizes.length,
          lines: sizes.reduce((a, b) => a + b, 0),
          median: quantile(sizes, 0.5),
          p90: quantile(sizes, 0.9),
          max: sizes.at(-1) ?? 0,
        },
      ];
    }),
);

const result = {
  root,
  server: {
    folders: folderGraph.size,
    folderArrows: [...folderGraph.values()].reduce((n, bs) => n + bs.length, 0),
    cyclesOfFolders: folderSccs.filter((c) => c.length > 1).map((c) => c.sort()),
    levels: condensedLevels,
    arrowsInCycles: arrowsInCycles.length,
    backArrows: backArrows.map(([a, b]) => `${a} → ${b}`),
    levelsWithoutBackArrows: levelsAfterCut,
  },
  moduleToModule: {
    areaPairs: pairs.size,
    filePairs: new Set(moduleImports.map((m) => `${m.at.split(':')[0]} → ${m.to}`)).size,
    importLines: moduleImports.length,
    pairs: Object.fromEntries([...pairs].sort().map(([p, list]) => [p, list.map((m) => `${m.at} → ${m.to}`)])),
  },
  cycles,
  fileLengths: lengths,
};

if (json) console.log(JSON.stringify(result, null, 2));
else {
  const s = result.server;
  console.log(`import graph of ${root}`);
  console.log(`server (apps/server/src, folder level): ${s.folders} folders, ${s.folderArrows} arrows`);
  console.log(`  levels (longest chain, cycles condensed): ${s.levels}; without the back arrows: ${s.levelsWithoutBackArrows}`);
  console.log(`  folder cycles: ${s.cyclesOfFolders.length ? s.cyclesOfFolders.map((c) => `{${c.join(', ')}}`).join(' ') : 'none'}`);
  console.log(
    `  arrows inside cycles: ${s.arrowsInCycles}; arrows running back up (fewest to cut): ${s.backArrows.length}${s.backArrows.length ? ` — ${s.backArrows.join('; ')}` : ''}`,
  );
  const m = result.moduleToModule;
  console.log(`module → module: ${m.areaPairs} area pairs, ${m.filePairs} file pairs, ${m.importLines} import lines`);
  for (const [pair, list] of Object.entries(m.pairs)) console.log(`  ${pair}: ${list.join(' | ')}`);
  for (const [name, c] of Object.entries(result.cycles))
    console.log(
      `cycles (file level) in ${name}: ${c.runtime} (${c.runtimeFiles} files); with type-only imports: ${c.withTypeOnly} (${c.withTypeOnlyFiles} files)`,
    );
  console.log('file length in lines (source, not tests): files, median, p90, max');
  for (const [scope, l] of Object.entries(result.fileLengths)) console.log(`  ${scope}: ${l.files} files, ${l.median}, ${l.p90}, ${l.max}`);
}

// ---- helpers ----
function exists(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
function dirs(path) {
  return exists(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== 'node_modules')
        .map((d) => d.name)
    : [];
}
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    if (d.name === 'node_modules' || d.name.startsWith('dist')) return [];
    const path = join(dir, d.name);
    return d.isDirectory() ? walk(path) : [path];
  });
}
function quantile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0;
}
/** Strongly connected components (Tarjan), each a list of nodes. */
function sccs(g) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const out = [];
  const nodes = new Set([...g.keys(), ...[...g.values()].flat()]);
  const visit = (v) => {
    meta.set(v, { index, low: index, on: true });
    index += 1;
    stack.push(v);
    for (const w of g.get(v) ?? []) {
      if (!meta.has(w)) {
        visit(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).on) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const c = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).on = false;
        c.push(w);
      } while (w !== v);
      out.push(c);
    }
  };
  for (const v of nodes) if (!meta.has(v)) visit(v);
  return out;
}
/** The number of nodes on the longest path of a graph without cycles. */
function longestChain(g) {
  const memo = new Map();
  const depth = (v) => {
    if (!memo.has(v)) memo.set(v, 1 + Math.max(0, ...(g.get(v) ?? []).map(depth)));
    return memo.get(v);
  };
  return Math.max(0, ...[...g.keys()].map(depth));
}
/**
 * Arrows whose removal leaves no cycle, as few as found: Eades, Lin and Smyth's greedy order
 * (sinks last, sources first, else the node with most out minus in), then every arrow that runs
 * against that order. On a graph of some thirty folders this is the fewest, or close to it.
 */
function feedbackArcs(g) {
  const nodes = new Set([...g.keys(), ...[...g.values()].flat()]);
  const outs = new Map([...nodes].map((n) => [n, new Set(g.get(n) ?? [])]));
  const ins = new Map([...nodes].map((n) => [n, new Set()]));
  for (const [a, bs] of outs) for (const b of bs) ins.get(b).add(a);
  const remove = (n) => {
    for (const b of outs.get(n)) ins.get(b).delete(n);
    for (const a of ins.get(n)) outs.get(a).delete(n);
    nodes.delete(n);
  };
  const head = [];
  const tail = [];
  while (nodes.size) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const n of [...nodes].sort())
        if (outs.get(n).size === 0) {
          tail.unshift(n);
          remove(n);
          changed = true;
        } else if (ins.get(n).size === 0) {
          head.push(n);
          remove(n);
          changed = true;
        }
    }
    if (!nodes.size) break;
    const best = [...nodes].sort().reduce((a, b) => (outs.get(b).size - ins.get(b).size > outs.get(a).size - ins.get(a).size ? b : a));
    head.push(best);
    remove(best);
  }
  const order = new Map([...head, ...tail].map((n, i) => [n, i]));
  return [...g].flatMap(([a, bs]) => bs.filter((b) => order.get(b) < order.get(a)).map((b) => [a, b]));
}
