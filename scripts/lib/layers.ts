/**
 * The folders are the layer diagram (README, folder map). This reads the project's relative imports
 * and names every import that crosses a layer the wrong way, and every circle between the client's
 * folders; tests/unit/layers.test.ts holds the tree to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** One relative import: the importing file and the file (or folder) it names, both from the project root. */
export interface ImportEdge {
  from: string;
  to: string;
}

/** A layer: the files under `folder` may import only files under `mayImport` (their own folder always). */
export interface LayerRule {
  folder: string;
  mayImport: string[];
}

/**
 * The layers. The core runs everywhere and imports nothing of the project's runtimes; the worker renders
 * through the client's one server entry only; nothing but tests imports tests/.
 */
export const LAYER_RULES: LayerRule[] = [
  { folder: 'core/', mayImport: [] },
  { folder: 'client/', mayImport: ['core/'] },
  { folder: 'worker/', mayImport: ['core/', 'client/server-render.tsx'] },
  { folder: 'scripts/', mayImport: ['core/', 'client/', 'worker/'] },
  { folder: 'bench/', mayImport: ['core/', 'client/', 'worker/', 'scripts/'] },
];

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative specifiers a source file imports (static, re-exports and dynamic imports). */
export function getRelativeImports(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2]!);
}

/** The layer rule of a file, if it lies in a layer. */
const ruleOf = (file: string, rules: LayerRule[]) => rules.find((r) => file.startsWith(r.folder));

/** The imports that break a rule: each as 'from → to'. */
export function findLayerViolations(edges: ImportEdge[], rules: LayerRule[] = LAYER_RULES): string[] {
  return edges
    .filter(({ from, to }) => {
      const rule = ruleOf(from, rules);
      if (!rule || to.startsWith(rule.folder)) return false;
      return !rule.mayImport.some((allowed) =>
        allowed.endsWith('/') ? to.startsWith(allowed) : to.replace(/\.tsx?$/, '') === allowed.replace(/\.tsx?$/, ''),
      );
    })
    .map(({ from, to }) => `${from} → ${to}`);
}

/** The node of a file below `root`: its sub-folder ('client/router/x.ts' → 'client/router'), or itself when it lies in root. */
function folderOf(file: string, root: string): string | null {
  if (!file.startsWith(root)) return null;
  const rest = file.slice(root.length).split('/');
  return rest.length > 1 ? root + rest[0] : file.replace(/\.tsx?$/, '');
}

/** Circles between the sub-folders and files of `root` (each as 'a → b → a'), shortest first; none is the goal. */
export function findFolderCircles(edges: ImportEdge[], root = 'client/'): string[] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const a = folderOf(from, root);
    const b = folderOf(to, root);
    if (a === null || b === null || a === b) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
  }
  const circles = new Set<string>();
  for (const start of graph.keys()) {
    // Breadth-first back to the start gives each folder's shortest circle.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const next of graph.get(node) ?? []) {
        if (next === start) {
          const path = [node];
          while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
          const rotated = rotateToSmallest(path);
          circles.add([...rotated, rotated[0]].join(' → '));
          queue.length = 0;
          break;
        }
        if (!previous.has(next) && next !== start) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
  }
  return [...circles].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
}

const rotateToSmallest = (path: string[]): string[] => {
  const smallest = path.reduce((best, p, i) => (p < path[best]! ? i : best), 0);
  return [...path.slice(smallest), ...path.slice(0, smallest)];
};

/** The project's relative imports between its TypeScript sources under `folders`. */
export function readImportEdges(root: string, folders: string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const folder of folders) {
    const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !f.includes('node_modules'),
    );
    for (const file of files) {
      const from = join(folder, file);
      for (const specifier of getRelativeImports(readFileSync(join(root, from), 'utf8')))
        edges.push({ from, to: relative('.', normalize(join(dirname(from), specifier))) });
    }
  }
  return edges;
}
