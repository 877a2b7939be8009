import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  createRegistry,
  type ExportedPart,
  getPartKind,
  ONCE_SLOT,
  packPart,
  REPEATED_SLOT,
  unpackPart,
  unpackPositions,
} from '../../core/search/part-codec';
import { getRepeatedTerms } from '../../scripts/content/search-index';
import {
  buildPostings,
  DOC_GROUP_SIZE,
  getDocGroups,
  getFieldTerms,
  getTableRegistry,
  packPageTable,
  readTablePages,
  SECTION_GROUPS,
} from '../../core/search/page-table';
import { encodeDutch } from '../../core/search/dutch';
import { createSearchDocument, type SearchSource } from '../../core/search/search-document';
import { createSearchEngine, type SearchPart } from '../../client/search/search-engine';
import { emitSearchValues, exportSearchIndex } from '../../scripts/content/search-index';

const TOPICS = ['werkorder', 'factuur', 'kenteken', 'onderdeel', 'planbord', 'bandenhotel', 'grootboek', 'relatie'];
/** n pages with ids spread over a wide numeric range, as real page ids are. */
const sources = (n: number): SearchSource[] =>
  Array.from({ length: n }, (_, i) => {
    const topic = TOPICS[i % TOPICS.length]!;
    return {
      id: String(2_064_466 + i * 37),
      title: `${topic} ${i}`,
      slug: `/uitleg/sectie/${topic}-${i}`,
      description: `Uitleg over ${topic} nummer ${i}.`,
      labels: JSON.stringify([topic]),
      body: `Hier lees je alles over ${topic} en facturen, pagina ${i}.`,
      path: 'Sectie',
      aliases: '',
      headings: `Over ${topic} | Tips`,
    };
  });

function exportRaw(list: SearchSource[]): ExportedPart[] {
  const document = createSearchDocument();
  for (const s of list) document.add(s);
  const parts: ExportedPart[] = [];
  void document.export((key: string, data: string) => void parts.push({ key, data }));
  return parts;
}

describe('search part codec', () => {
  it.each([
    ['2064466', '2064466'],
    ['10', '10'],
  ])('registry keeps canonical id %s', (id, expected) => expect(createRegistry([id])).toEqual([expected]));

  it.each([['0123'], ['12a'], ['']])('registry refuses non-canonical id %j', (id) =>
    expect(() => createRegistry([id])).toThrow(/canonical/),
  );

  it('sorts the registry numerically, not as text', () => expect(createRegistry(['900', '10000', '2'])).toEqual(['2', '900', '10000']));

  it('round-trips every exported part: the same terms and pages, the slots merged', () => {
    const list = sources(40);
    const registry = createRegistry(list.map((s) => s.id));
    for (const part of exportRaw(list)) {
      const unpacked = unpackPart(packPart(part, registry), registry);
      if (getPartKind(part.key) !== 'map') {
        expect(unpacked).toEqual(JSON.parse(part.data));
        continue;
      }
      const pages = (rows: [string, (string[] | null)[]][]) =>
        new Map(rows.map(([term, slots]) => [term, slots.flatMap((ids) => ids ?? []).sort()]));
      const exported = JSON.parse(part.data) as [string, (string[] | null)[]][];
      expect(pages(unpacked as [string, (string[] | null)[]][])).toEqual(pages(exported));
      for (const [, slots] of unpacked as [string, (string[] | null)[]][]) expect(slots).toHaveLength(1);
    }
  });

  it('packs posting lists as small deltas instead of quoted ids', () => {
    const list = sources(200);
    const registry = createRegistry(list.map((s) => s.id));
    const raw = exportRaw(list);
    const rawBytes = raw.reduce((sum, p) => sum + JSON.stringify(p).length, 0);
    const packedBytes = raw.reduce((sum, p) => sum + JSON.stringify(packPart(p, registry)).length, 0);
    expect(packedBytes).toBeLessThan(rawBytes / 2);
  });

  it('marks the pages that repeat a term in the same list, and unpacks them into their own slot', () => {
    const registry = ['10', '20', '30', '40'];
    const part = { key: 'body.1.map', data: '[["wolk",[["10","30"],["40"]]],["kas",[["20"]]]]' };
    const repeats = (term: string, position: number) => term === 'wolk' && (position === 0 || position === 3);
    const packed = packPart(part, registry, repeats);
    // 10 (position 0, delta 0) and 40 (delta 1) marked as -(delta + 1); 30 stays a plain delta.
    expect(packed.data).toEqual(['kas wolk', [[1], [-1, 2, -2]]]);
    const slots = new Map(unpackPositions(packed, registry.length) as [string, number[][]][]);
    expect(slots.get('wolk')![REPEATED_SLOT]).toEqual([0, 3]);
    expect(slots.get('wolk')![ONCE_SLOT]).toEqual([2]);
    expect(slots.get('kas')).toEqual([[], [1]]);
    expect(unpackPart(packed, registry)).toEqual([
      ['kas', [['20']]],
      ['wolk', [['10', '30', '40']]],
    ]);
  });

  it.each([
    ['Het wolkje, een wolkje, nog een wolkje en een kas.', ['wolk']],
    ['Twee keer: wolkje, wolkjes.', []],
    ['', []],
  ])('%j repeats %j (three mentions or more, by stem)', (body, terms) => expect([...getRepeatedTerms([body])[0]!]).toEqual(terms));

  it('refuses an id that is not in the registry', () => {
    expect(() => packPart({ key: 'body.1.map', data: '[["w",[["999"]]]]' }, ['1'])).toThrow(/not in the registry/);
  });
});

describe('the first chunk: the page table', () => {
  const page = (id: string, title: string, slug: string, path = '', labels: string[] = [], aliases = '') => ({
    id,
    title,
    slug,
    labels,
    aliases,
    path,
  });
  const tree = [
    page('1', 'Uitleg', '/uitleg'),
    page('5', 'Facturen', '/uitleg/facturen', '', ['factuur']),
    page('9', 'Creditfactuur', '/uitleg/facturen/creditfactuur', 'Facturen', ['credit'], 'factuur ongedaan maken'),
    page('12', "Instructievideo's", '/uitleg/instructievideos'),
    page('20', 'Bel met ons', '/uitleg/facturen/helpdesk', 'Facturen'),
    page('30', 'Apart', '/uitleg/facturen/apart', 'Elders › Ergens'),
  ];
  const table = packPageTable(tree, [['creditnota', ['creditfactuur']]]);

  it('gives back every page as the build knew it: id, title, slug, labels and path', () => {
    expect(getTableRegistry(table)).toEqual(['1', '5', '9', '12', '20', '30']);
    expect(readTablePages(table)).toEqual(
      tree.map(({ title, slug, labels, path }) => ({ title, slug, labels, path: path ? path.split(' › ') : [] })),
    );
    expect(table.synonyms).toEqual([['creditnota', ['creditfactuur']]]);
  });

  it('writes a slug segment only where the title does not give it, and a path only where the parents do not', () => {
    expect(table.pages.map(([, parent, segment]) => [parent, segment])).toEqual([
      [-1, '/uitleg'],
      [0, ''],
      [1, ''],
      [0, ''], // the apostrophe goes: instructievideos
      [1, 'helpdesk'],
      [1, ''],
    ]);
    expect(table.paths).toEqual([[5, 'Elders › Ergens']]);
  });

  it('makes postings from the texts: the first word early, the rest later where word order counts', () => {
    const postings = new Map(
      buildPostings([getFieldTerms('Werkorder aanmaken', encodeDutch), getFieldTerms('Nieuwe werkorder', encodeDutch)]),
    );
    expect(postings.get('werkorder')).toEqual([[0], null, null, [1]]);
    expect(postings.get('aanmak')).toEqual([null, null, null, [0]]);
    expect(new Map(buildPostings([getFieldTerms('/uitleg/a-b', encodeDutch, false)])).get('b')).toEqual([[0]]);
  });

  it.each([
    [
      ['/uitleg/b', '/uitleg/a', '/uitleg/c'],
      [0, 0, 0],
    ],
    [
      Array.from({ length: DOC_GROUP_SIZE + 1 }, (_, i) => `/uitleg/p${String(20 - i).padStart(2, '0')}`),
      [1, ...Array(DOC_GROUP_SIZE).fill(0)],
    ],
  ])('groups the descriptions of pages in slug order: %j → %j', (slugs, groups) => expect(getDocGroups(slugs)).toEqual(groups));
});

describe('search chunks as the build emits them', () => {
  const list = sources(DOC_GROUP_SIZE * SECTION_GROUPS + 10);
  const values = emitSearchValues('abcdef012345', list);
  const manifest = JSON.parse(values.find((v) => v.url === '/flexsearch/manifest.json')!.body as string) as {
    index: string[];
    docs: string[];
  };
  const chunk = (name: string) =>
    JSON.parse(gunzipSync(values.find((v) => v.url === `/flexsearch/${name}.json`)!.body as Uint8Array).toString('utf8')) as SearchPart;

  it('names chunks by build, kind and field: the first part first, a description chunk per group, a headings chunk per SECTION_GROUPS groups', () => {
    expect(manifest.index.every((n) => /^abcdef012345-index-[a-z]+-\d+$/.test(n))).toBe(true);
    expect(manifest.index.map((n) => n.split('-')[2])).toEqual(['first', 'stats', 'description', 'headings', 'body']);
    const groups = Math.ceil(list.length / DOC_GROUP_SIZE);
    expect(manifest.docs).toEqual([
      ...Array.from({ length: groups }, (_, i) => `abcdef012345-docs-doc-${i}`),
      ...Array.from({ length: Math.ceil(groups / SECTION_GROUPS) }, (_, i) => `abcdef012345-docs-sec-${groups + i}`),
    ]);
  });

  it('gzip-decompresses to the same parts the whole index holds', () => {
    const whole = JSON.parse(gunzipSync(values.find((v) => v.url === '/flexsearch.json')!.body as Uint8Array).toString('utf8')) as {
      index: SearchPart[];
      docs: SearchPart[];
    };
    expect(manifest.index.map(chunk)).toEqual(whole.index);
    expect(manifest.docs.map(chunk)).toEqual(whole.docs);
  });

  it('an engine from all chunks answers like an index built directly', () => {
    const engine = createSearchEngine([...manifest.index, ...manifest.docs].map(chunk));
    const hits = engine.search('bandenhotel 13');
    expect(hits?.[0]?.title).toBe('bandenhotel 13');
    expect(hits?.[0]?.labels).toEqual(['bandenhotel']);
  });

  it('ranks from the first chunk alone, asks for the description groups of its results, and answers once they are added', () => {
    const requested: number[][] = [];
    const engine = createSearchEngine([chunk(manifest.index[0]!)], (groups) => requested.push(groups));
    expect(engine.search('grootboek 30')).toBeNull();
    const group = getDocGroups(list.map((s) => s.slug))[list.findIndex((s) => s.title === 'grootboek 30')];
    expect(requested.at(-1)).toContain(group);
    engine.addParts(manifest.docs.map(chunk));
    expect(engine.search('grootboek 30')?.[0]).toMatchObject({ title: 'grootboek 30', description: 'Uitleg over grootboek nummer 30.' });
  });

  it('exportSearchIndex is deterministic', () => expect(exportSearchIndex(list)).toEqual(exportSearchIndex([...list].reverse())));
});

describe('loading the chunked index in the browser', () => {
  const list = sources(DOC_GROUP_SIZE * SECTION_GROUPS * 3);
  const values = emitSearchValues('abcdef012345', list);
  const bodyOf = (url: string) => {
    const value = values.find((v) => v.url === url);
    if (!value) throw new Error(`404 ${url}`);
    return url.endsWith('manifest.json')
      ? JSON.parse(value.body as string)
      : JSON.parse(gunzipSync(value.body as Uint8Array).toString('utf8'));
  };

  it('loads the index by itself (the first chunk, then the rest, the body last) and the result texts only for the results shown, each chunk once', async () => {
    vi.resetModules();
    const { loadSearchIndex } = await import('../../client/search/load-search-index');
    const fetched: string[] = [];
    let releaseBackground!: () => void;
    const background = new Promise<void>((resolve) => (releaseBackground = resolve));
    const fetchJson = async (url: string) => {
      fetched.push(url);
      // Hold back everything but the first chunk, as a slow network would; the query below does not need it.
      if (/-index-(stats|description|headings|body)-/.test(url)) await background;
      return bodyOf(url);
    };
    let updates = 0;
    const engine = await loadSearchIndex(fetchJson, () => updates++);
    expect(fetched.filter((u) => /-docs-/.test(u))).toEqual([]);
    expect(engine.search('onderdeel 59')).toBeNull();
    await vi.waitFor(() => expect(updates).toBeGreaterThan(0));
    expect(engine.search('onderdeel 59')?.[0]?.slug).toBe('/uitleg/sectie/onderdeel-59');
    releaseBackground();
    await vi.waitFor(() => expect(fetched.some((u) => /-index-body-/.test(u))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Only the description groups of the results shown, with their headings chunks; never all of them.
    const groups = getDocGroups(list.map((s) => s.slug));
    const groupCount = Math.max(...groups) + 1;
    const shown = engine.search('onderdeel 59')!.map((hit) => groups[list.findIndex((s) => s.slug === hit.slug)]!);
    const expected = [
      ...[...new Set(shown)].map((g) => `doc-${g}.json`),
      ...[...new Set(shown.map((g) => Math.floor(g / SECTION_GROUPS)))].map((g) => `sec-${groupCount + g}.json`),
    ];
    expect(
      fetched
        .filter((u) => /-docs-/.test(u))
        .map((u) => u.replace(/^.*-docs-/, ''))
        .sort(),
    ).toEqual(expected.sort());
    expect(expected.length).toBeLessThan(groupCount);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  it.each([
    [{ saveData: true }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '4g', saveData: false }, false],
    [undefined, false],
  ])('connection %j: index waits for the first focus %s', async (connection, expected) => {
    const { isConstrainedConnection } = await import('../../client/search/load-search-index');
    expect(isConstrainedConnection({ connection })).toBe(expected);
  });
});

describe('unpacking a damaged part', () => {
  it('refuses a position outside the registry instead of inventing an id', () => {
    expect(() => unpackPart({ key: 'body.1.map', data: ['w', [[0, 5]]] }, ['10', '20'])).toThrow(/position 5/);
  });
});
