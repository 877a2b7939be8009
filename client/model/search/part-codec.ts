/**
 * The wire form of exported FlexSearch parts. FlexSearch exports every posting as the page id in a JSON
 * string inside JSON ("\"3000194\"", 11 bytes), per term and per resolution slot (the word's position
 * in the field); at 10,000 pages most of the index is such ids. A map part is stored as its terms,
 * sorted and joined by spaces, and per term the deltas of the pages' positions in the sorted id registry
 * (mostly 1–2 digits). Positions are quantised: where a field's word order counts (POSITIONAL_FIELDS)
 * two levels, early (slot 0) and later, else none. The page ids and terms survive exactly.
 */

/** One exported part as FlexSearch gives it (`data` is its JSON text) or takes it back (parsed). */
export interface ExportedPart {
  key: string;
  data: string;
}

/** One part as stored in a chunk: the export key and the packed data. */
export interface PackedPart {
  key: string;
  data: unknown;
}

/** Fields whose postings keep an early/later position; the body (most of the index) keeps none. */
export const POSITIONAL_FIELDS = ['title', 'aliases', 'labels'];
/** The slot a later position unpacks to (a match there counts 1 / 1.3 of an early one, see query.ts). */
export const LATER_SLOT = 3;

/** What a part holds, from the last segment of its key ('title.1.map' → 'map', '1.reg' → 'reg'). */
export const getPartKind = (key: string): string => key.split('.').at(-1) ?? '';

/** Positions from ids, as differences to the previous position (first one absolute). */
function toDeltas(values: number[]): number[] {
  return values.map((value, i) => (i === 0 ? value : value - values[i - 1]!));
}

/** Running sum: undoes toDeltas. */
function fromDeltas(deltas: number[]): number[] {
  let sum = 0;
  return deltas.map((delta) => (sum += delta));
}

/** The sorted registry of page ids: every page's position is its index here. Ids must be canonical numbers. */
export function createRegistry(ids: Iterable<string>): string[] {
  const sorted = [...new Set(ids)].sort((a, b) => Number(a) - Number(b));
  for (const id of sorted) {
    if (String(Number(id)) !== id) throw new Error(`search: page id '${id}' is not a canonical number`);
  }
  return sorted;
}

const positionsOf = new WeakMap<string[], Map<string, number>>();
/** Page id → position in the registry; built once per registry. */
export function getRegistryPositions(registry: string[]): Map<string, number> {
  let positions = positionsOf.get(registry);
  if (!positions) positionsOf.set(registry, (positions = new Map(registry.map((id, i) => [id, i]))));
  return positions;
}

/** Packs one exported part against the registry of all page ids. */
export function packPart(part: ExportedPart, registry: string[]): PackedPart {
  const positions = getRegistryPositions(registry);
  const position = (id: string | number) => {
    const p = positions.get(String(id));
    if (p === undefined) throw new Error(`search: id '${id}' in part ${part.key} is not in the registry`);
    return p;
  };
  const data = JSON.parse(part.data) as unknown[];
  switch (getPartKind(part.key)) {
    case 'reg':
      return { key: part.key, data: toDeltas((data as string[]).map(Number).sort((a, b) => a - b)) };
    case 'map': {
      const positional = POSITIONAL_FIELDS.includes(part.key.split('.')[0]!);
      const rows = (data as [string, (string[] | null)[]][])
        .map(([term, lists]) => {
          const early = (lists[0] ?? []).map(position).sort((a, b) => a - b);
          const later = [...new Set(lists.slice(1).flatMap((list) => (list ?? []).map(position)))]
            .filter((p) => !early.includes(p))
            .sort((a, b) => a - b);
          if (!positional) return [term, toDeltas([...early, ...later].sort((a, b) => a - b))] as const;
          return [term, later.length > 0 ? [toDeltas(early), toDeltas(later)] : toDeltas(early)] as const;
        })
        .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      return { key: part.key, data: [rows.map(([term]) => term).join(' '), rows.map(([, lists]) => lists)] };
    }
    case 'doc': {
      const entries = data as [string, unknown][];
      return { key: part.key, data: [toDeltas(entries.map(([id]) => position(id))), entries.map(([, doc]) => doc)] };
    }
    default:
      return { key: part.key, data };
  }
}

/** The page ids a packed registry part holds. */
export function unpackRegistryIds(part: PackedPart): string[] {
  return fromDeltas(part.data as number[]).map(String);
}

/** Unpacks a part into the data FlexSearch's import takes (the parsed export). */
export function unpackPart(part: PackedPart, registry: string[]): unknown[] {
  const id = (position: number) => {
    const found = registry[position];
    if (found === undefined) throw new Error(`search: part ${part.key} names registry position ${position}, which does not exist`);
    return found;
  };
  switch (getPartKind(part.key)) {
    case 'reg':
      return unpackRegistryIds(part);
    case 'map': {
      const [terms, lists] = part.data as [string, (number[] | [number[], number[]])[]];
      const words = terms === '' ? [] : terms.split(' ');
      return words.map((term, i) => {
        const list = lists[i]!;
        if (Array.isArray(list[0])) {
          const [early, later] = list as [number[], number[]];
          const slots: (string[] | null)[] = [fromDeltas(early).map(id)];
          slots[LATER_SLOT] = fromDeltas(later).map(id);
          return [term, Array.from(slots, (s) => s ?? null)];
        }
        return [term, [fromDeltas(list as number[]).map(id)]];
      });
    }
    case 'doc': {
      const [positions, docs] = part.data as [number[], unknown[]];
      return fromDeltas(positions).map((position, i) => [id(position), docs[i]]);
    }
    default:
      return part.data as unknown[];
  }
}

/**
 * Pages per document-store chunk. The store (title, description, slug, labels of every page) is the
 * largest thing results need; chunked by registry position, a query fetches only the chunks of its
 * top hits, and the rest follows in the background.
 */
export const DOCS_PER_CHUNK = 256;

/** The document-store chunk that holds a page, from its position in the registry. */
export const getDocChunkIndex = (position: number): number => Math.floor(position / DOCS_PER_CHUNK);

/** Regroups exported document-store parts into one part per DOCS_PER_CHUNK pages, in chunk order. */
export function splitDocParts(parts: ExportedPart[], registry: string[]): ExportedPart[] {
  const positions = getRegistryPositions(registry);
  const groups: [string, unknown][][] = [];
  let key = '1.doc';
  for (const part of parts) {
    key = part.key;
    for (const entry of JSON.parse(part.data) as [string, unknown][]) {
      const position = positions.get(String(entry[0]));
      if (position === undefined) throw new Error(`search: stored document '${entry[0]}' is not in the registry`);
      (groups[getDocChunkIndex(position)] ??= []).push(entry);
    }
  }
  return [...groups].map((entries) => ({ key, data: JSON.stringify(entries ?? []) }));
}
