/**
 * Stage 1 (1-validate.ts): turns valibot issues of the shared content schemas (core/schema/)
 * into the build's `file:line: message`: the line of the offending key or list item, found in the
 * parsed YAML/JSON document's node ranges, and a detail naming what the library saw there.
 */
import type { BaseIssue } from 'valibot';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

/** A schema issue. */
export type SchemaIssue = BaseIssue<unknown>;

/** The keys of an issue's path: field names and list indexes. */
export function getIssuePath(issue: SchemaIssue): (string | number)[] {
  return (issue.path ?? []).map((item) => item.key as string | number);
}

/** The top-level field an issue is about ('' for the whole value). */
export function getIssueField(issue: SchemaIssue): string {
  return String(getIssuePath(issue)[0] ?? '');
}

/**
 * The source offset of the deepest node along `path` that exists in the document: the key of a map
 * entry (so a bad value points at its own key), a list item, else null (a missing top-level key).
 */
export function getNodeOffset(doc: Document, path: (string | number)[]): number | null {
  let node: unknown = doc.contents;
  let offset: number | null = null;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
      if (!pair) break;
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
      node = node.items[key];
      offset = (node as Node).range?.[0] ?? offset;
    } else break;
  }
  return offset;
}

/** 1-based line of `offset` in `text`. */
export function getLineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/**
 * 1-based line of the deepest existing node along `path` in a JSON text (JSON is YAML, so the YAML
 * parser gives the ranges); null when the text does not parse as YAML or the path is not there.
 */
export function getJsonPathLine(text: string, path: (string | number)[]): number | null {
  const doc = parseDocument(text, { uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length > 0) return null;
  const offset = getNodeOffset(doc, path);
  return offset === null ? null : getLineAt(text, offset);
}

/**
 * What the library saw inside a list, for a message's tail: ` (item 3 has 95 characters)`,
 * ` (item 2: 'href' is missing)`; '' for the field itself, whose line already shows the value.
 */
export function getIssueDetail(issue: SchemaIssue): string {
  const [, ...inner] = getIssuePath(issue);
  if (inner.length === 0) return '';
  const where = inner.map((key) => (typeof key === 'number' ? `item ${key + 1}` : `'${key}'`)).join(': ');
  if (issue.input === undefined) return ` (${where} is missing)`;
  if (issue.type === 'max_length' || issue.type === 'min_length') return ` (${where} has ${issue.received} characters)`;
  if (issue.type === 'regex' && typeof issue.input === 'string' && issue.input.trim() === '') return ` (${where} is empty)`;
  return ` (${where} is ${issue.received})`;
}
