// A folder-level rule: server modules (`src/modules/<name>/`) never import each other in a circle.
// import-x/no-cycle follows files, so `a/x.ts -> b/y.ts -> a/z.ts` passes it although the two
// modules now depend on each other. Here every import between two module folders is an edge of
// one graph, type-only imports included (they tie the modules together all the same); tests are
// left out, since arranging data may reach into another module without the module depending on it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.test\.(ts|tsx|mts|js|mjs)$/;

/** The `src/modules` folder a file lives under, or null. */
export function modulesDirOf(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let i = parts.length - 2; i > 0; i--) {
    if (parts[i] === 'modules' && parts[i - 1] === 'src') return parts.slice(0, i + 1).join(path.sep);
  }
  return null;
}

/** The module folder a file belongs to, or null when it is outside every module. */
export function moduleOf(modulesDir, file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** The modules a file's text imports from (relative specifiers only: the server uses no aliases). */
export function importedModules(modulesDir, file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const own = moduleOf(modulesDir, file);
  const found = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), fileName);
    const module = moduleOf(modulesDir, target);
    if (module && module !== own) found.push({ module, specifier: fileName, target });
  }
  return found;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

// One read of the folder per lint run: the file being linted always counts with its current text.
const edgesOnDisk = new Map();
function edgesByFile(modulesDir) {
  let edges = edgesOnDisk.get(modulesDir);
  if (!edges) {
    edges = new Map(sourceFiles(modulesDir).map((file) => [file, importedModules(modulesDir, file, readFileSync(file, 'utf8'))]));
    edgesOnDisk.set(modulesDir, edges);
  }
  return edges;
}

/** module -> module it imports -> one file that does it (for the message). */
export function moduleGraph(modulesDir, replaced = null) {
  const graph = new Map();
  const add = (file, imports) => {
    const from = moduleOf(modulesDir, file);
    if (!from) return;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { module, target } of imports) {
      if (!graph.get(from).has(module)) graph.get(from).set(module, { file, target });
    }
  };
  for (const [file, imports] of edgesByFile(modulesDir)) if (file !== replaced?.file) add(file, imports);
  if (replaced) add(replaced.file, replaced.imports);
  return graph;
}

/** The shortest way from one module back to another, as a list of modules, or null. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === to) {
      const way = [];
      for (let step = to; step !== null; step = previous.get(step)) way.unshift(step);
      return way;
    }
    for (const next of graph.get(at)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every circle between modules in the folder (one per pair of modules that reach each other). */
export function moduleCycles(modulesDir) {
  const graph = moduleGraph(modulesDir);
  const cycles = [];
  const seen = new Set();
  for (const [from, targets] of graph) {
    for (const to of targets.keys()) {
      const back = pathBetween(graph, to, from);
      const key = [from, to].sort().join('<->');
      if (back && !seen.has(key)) {
        seen.add(key);
        cycles.push([from, ...back]);
      }
    }
  }
  return cycles;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules (src/modules/<name>/) do not import each other in a circle, counted folder by folder.' },
    schema: [],
    messages: {
      cycle:
        "Server modules import each other in a circle: {{circle}} ({{back}}). Move what both need to a shared place (src/lib/, src/db/, packages/domain) or to one side, or wire it in services.ts.",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const modulesDir = modulesDirOf(file);
    const own = modulesDir && moduleOf(modulesDir, file);
    if (!own || TEST.test(file)) return {};
    const imports = importedModules(modulesDir, file, context.sourceCode.text);
    if (imports.length === 0) return {};
    const graph = moduleGraph(modulesDir, { file, imports });
    const reported = new Set();

    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = imports.find((i) => i.specifier === specifier);
      if (!target || reported.has(target.module)) return;
      const back = pathBetween(graph, target.module, own);
      if (!back) return;
      reported.add(target.module);
      const first = graph.get(back[0]).get(back[1]);
      context.report({
        node,
        messageId: 'cycle',
        data: {
          circle: [own, ...back].join(' -> '),
          back: `${path.relative(modulesDir, first.file)} imports ${path.relative(modulesDir, first.target)}`,
        },
      });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      // Anything the statements above did not show (a type written as import('...')) is still an edge.
      'Program:exit': (node) => {
        for (const { specifier } of imports) check(node, specifier);
      },
    };
  },
};

export default { meta: { name: 'sokoni-server-modules' }, rules: { 'no-module-cycle': rule } };
