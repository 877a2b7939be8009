import { describe, expect, it } from 'vitest';
import { findFolderCircles, findLayerViolations, getRelativeImports, readImportEdges } from '../../scripts/lib/layers';

const edge = (from: string, to: string) => ({ from, to });

describe('getRelativeImports', () => {
  it.each([
    ["import { a } from './a';", ['./a']],
    ["import type { B } from '../core/b';", ['../core/b']],
    ["export { c } from './c';", ['./c']],
    ["export * from '../d';", ['../d']],
    ["const m = () => import('./lazy');", ['./lazy']],
    ["import React from 'react';", []],
    ["import {\n  x,\n  y,\n} from '../../core/x';", ['../../core/x']],
    ["// from './not-an-import' in a comment\nconst s = 'from';", []],
  ])('%j → %j', (source, expected) => expect(getRelativeImports(source)).toEqual(expected));
});

describe('findLayerViolations', () => {
  it.each([
    ['core imports nothing of the runtimes', edge('core/paths.ts', 'client/navigation'), ['core/paths.ts → client/navigation']],
    ['core may import core', edge('core/search/a.ts', 'core/paths'), []],
    ['client may import core', edge('client/App.tsx', 'core/types'), []],
    ['client never imports the worker', edge('client/App.tsx', 'worker/env'), ['client/App.tsx → worker/env']],
    ['client never imports scripts', edge('client/head.ts', 'scripts/lib/run'), ['client/head.ts → scripts/lib/run']],
    ['the worker renders through the server entry', edge('worker/stream-page.tsx', 'client/server-render'), []],
    [
      'the worker never imports the router',
      edge('worker/stream-page.tsx', 'client/router/chunk-loader'),
      ['worker/stream-page.tsx → client/router/chunk-loader'],
    ],
    ['scripts may import the client', edge('scripts/content/index.ts', 'client/boot-loader'), []],
    [
      'scripts never import tests',
      edge('scripts/relevance.ts', 'tests/content/relevance-set'),
      ['scripts/relevance.ts → tests/content/relevance-set'],
    ],
    ['bench never imports tests', edge('bench/soak-cost.ts', 'tests/soak/soak-run'), ['bench/soak-cost.ts → tests/soak/soak-run']],
    ['tests may import anything', edge('tests/unit/x.test.ts', 'worker/app'), []],
  ])('%s', (_, e, expected) => expect(findLayerViolations([e])).toEqual(expected));
});

describe('findFolderCircles', () => {
  it('finds a circle through three folders once, whichever folder it starts from', () => {
    const edges = [
      edge('client/router/router.ts', 'client/templates/registry'),
      edge('client/templates/Doc.tsx', 'client/components/Toc'),
      edge('client/components/Toc.tsx', 'client/router/scroll-offset'),
    ];
    expect(findFolderCircles(edges)).toEqual(['client/components → client/router → client/templates → client/components']);
  });

  it('finds none in a chain, within one folder, or through files that do not close it', () => {
    const edges = [
      edge('client/router/router.ts', 'client/templates/registry'),
      edge('client/templates/Doc.tsx', 'client/components/Toc'),
      edge('client/components/Toc.tsx', 'client/scroll-offset'),
      edge('client/router/scroll.ts', 'client/scroll-offset'),
      edge('client/router/a.ts', 'client/router/b'),
      edge('client/router/b.ts', 'client/router/a'),
    ];
    expect(findFolderCircles(edges)).toEqual([]);
  });

  it('counts a file of the client root as a node of its own', () => {
    const edges = [edge('client/App.tsx', 'client/components/Layout'), edge('client/components/Layout.tsx', 'client/App')];
    expect(findFolderCircles(edges)).toEqual(['client/App → client/components → client/App']);
  });
});

describe('the project tree', () => {
  const edges = readImportEdges('.', ['core', 'client', 'worker', 'scripts', 'bench', 'tests']);

  it('reads the imports of every layer', () => {
    for (const folder of ['core/', 'client/', 'worker/', 'scripts/', 'bench/', 'tests/'])
      expect(edges.filter((e) => e.from.startsWith(folder)).length, folder).toBeGreaterThan(5);
  });

  it('breaks no layer rule', () => expect(findLayerViolations(edges)).toEqual([]));

  it('has no circle between the folders and files of the client', () => expect(findFolderCircles(edges)).toEqual([]));
});
