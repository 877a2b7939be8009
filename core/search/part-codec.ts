/**
 * The wire form of exported FlexSearch postings (the description, headings and body fields; the first
 * chunk's fields travel as text, page-table.ts). FlexSearch exports every posting as the page id in a
 * JSON string inside JSON ("\"3000194\"", 11 bytes), per term and per resolution slot; at 10,000 pages
 * most of the index is such ids. A map part is stored as its terms, sorted and joined by spaces, and per
 * term the deltas of the pages' positions in the sorted id registry (mostly 1–2 digits); the word's
 * position in these fields does not count, so the slots are merged. In the body a page that repeats the
 * term is marked by a negative entry (term frequency, for ranking: query.ts REPEAT_FACTOR). The page ids
 * and terms survive exactly.
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

/** What a part holds, from the last segment of its key ('body.1.map' → 'map', '3.doc' → 'doc'; 'first', 'stats'). */
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

/**
 * A page that repeats a term (`repeats`, the body only) is marked in the term's list by a negative entry,
 * -(delta + 1), so it costs one character and no second list: the position is the same running sum.
 */
const markRepeated = (delta: number) => -delta - 1;
/** A list entry's delta, and whether it marks a page that repeats the term. */
const readEntry = (entry: number): [number, boolean] => (entry < 0 ? [-entry - 1, true] : [entry, false]);

/** Packs one exported map part against the registry of all page ids; other parts stay as they are. */
export function packPart(part: ExportedPart, registry: string[], repeats?: (term: string, position: number) => boolean): PackedPart {
  const positions = getRegistryPositions(registry);
  const position = (id: string | number) => {
    const p = positions.get(String(id));
    if (p === undefined) throw new Error(`search: id '${id}' in part ${part.key} is not in the registry`);
    return p;
  };
  const data = JSON.parse(part.data) as unknown[];
  if (getPartKind(part.key) !== 'map') return { key: part.key, data };
  const rows = (data as [string, (string[] | null)[]][])
    .map(([term, lists]) => {
      const positions = [...new Set(lists.flatMap((list) => (list ?? []).map(position)))].sort((a, b) => a - b);
      return [term, toDeltas(positions).map((delta, i) => (repeats?.(term, positions[i]!) ? markRepeated(delta) : delta))] as const;
    })
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { key: part.key, data: [rows.map(([term]) => term).join(' '), rows.map(([, list]) => list)] };
}

/**
 * Unpacks a map part into term → registry positions; other parts as they are. The pages that repeat a
 * term come in slot REPEATED_SLOT, the others in slot ONCE_SLOT.
 */
export function unpackPositions(part: PackedPart, pageCount: number): unknown[] {
  if (getPartKind(part.key) !== 'map') return part.data as unknown[];
  const [terms, lists] = part.data as [string, number[][]];
  const words = terms === '' ? [] : terms.split(' ');
  return words.map((term, i) => {
    const entries = lists[i]!.map(readEntry);
    const positions = fromDeltas(entries.map(([delta]) => delta));
    const bad = positions.find((p) => p < 0 || p >= pageCount || !Number.isInteger(p));
    if (bad !== undefined) throw new Error(`search: part ${part.key} names registry position ${bad}, which does not exist`);
    const once = positions.filter((_, j) => !entries[j]![1]);
    const repeated = positions.filter((_, j) => entries[j]![1]);
    return [term, [repeated, once]];
  });
}

/**
 * The slot of a map part's pages that repeat a term, and of those that hold it once or twice: as in the
 * title's slots, a lower slot is the more telling match (a form of several terms takes the later one).
 */
export const REPEATED_SLOT = 0;
export const ONCE_SLOT = 1;

/** Unpacks a map part into term → page ids (one slot), as FlexSearch exported it; other parts as they are. */
export function unpackPart(part: PackedPart, registry: string[]): unknown[] {
  if (getPartKind(part.key) !== 'map') return part.data as unknown[];
  return (unpackPositions(part, registry.length) as [string, number[][]][]).map(([term, slots]) => [
    term,
    [
      slots
        .flat()
        .sort((a, b) => a - b)
        .map((p) => registry[p]!),
    ],
  ]);
}
