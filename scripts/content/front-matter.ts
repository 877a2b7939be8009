/** Stage 1 (1-validate.ts): split a Markdown file into validated front matter and body. */
import { parseDocument } from 'yaml';
import { BuildError, BuildWarning } from './build-error';
import { getYamlProblem } from './yaml-errors';

/** A source file as read from disk. */
export interface SourceFile {
  /** Path relative to the content root, with '/' separators. */
  path: string;
  /** File text. */
  text: string;
}

/** Validated front matter (DESIGN.md, Content). */
export interface FrontMatter {
  id: string;
  title: string;
  description: string;
  labels: string[];
  order: number;
  /** Optional date of last change, YYYY-MM-DD. */
  updated?: string;
  /** False opts a section page out of the automatic list of its child pages. */
  children: boolean;
  /** Other words readers use for this page's subject, or the situation it remedies: searched, never shown. */
  aliases?: string[];
}

/** A parsed page source. */
export interface ParsedSource {
  file: string;
  meta: FrontMatter;
  body: string;
  /** Line (1-based) of the body's first line in the file. */
  bodyLine: number;
}

const KNOWN_KEYS = new Set(['id', 'title', 'description', 'labels', 'order', 'updated', 'children', 'aliases']);
/** At most this many aliases per page, each at most ALIAS_MAX_LENGTH characters. */
export const ALIASES_MAX = 12;
export const ALIAS_MAX_LENGTH = 80;

/**
 * Parses and validates the front matter; throws BuildError with the offending line. A missing
 * description or bad labels do not break the site: they are pushed to `warnings` instead.
 */
export function parseFrontMatter(source: SourceFile, warnings: BuildWarning[] = []): ParsedSource {
  const { path: file, text } = source;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') throw new BuildError(file, 1, "missing front matter: the file must start with '---'");
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (end < 0) throw new BuildError(file, 1, "unterminated front matter: no closing '---'");
  const doc = parseDocument(lines.slice(1, end).join('\n'), { prettyErrors: true });
  if (doc.errors.length > 0) {
    const problem = getYamlProblem(lines.slice(1, end).join('\n'), doc.errors[0]!);
    throw new BuildError(file, 1 + problem.line, `invalid front matter: ${problem.message}`, problem.hint);
  }
  const data: unknown = doc.toJS();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new BuildError(file, 2, 'invalid front matter: expected key: value pairs');
  }
  const record = data as Record<string, unknown>;
  const keyLine = (key: string) => {
    const i = lines.slice(1, end).findIndex((l) => l.startsWith(`${key}:`));
    return i < 0 ? 1 : i + 2;
  };
  for (const key of Object.keys(record)) {
    if (!KNOWN_KEYS.has(key)) throw new BuildError(file, keyLine(key), `unknown front matter field '${key}'`);
  }
  const fail = (key: string, message: string): never => {
    throw new BuildError(file, keyLine(key), message);
  };
  const id = typeof record.id === 'number' ? String(record.id) : record.id;
  if (typeof id !== 'string' || !/^\d{1,15}$/.test(id)) fail('id', "front matter 'id' must be a numeric string, e.g. id: \"2064466\"");
  const text1 = (key: string): string => {
    const value = record[key];
    if (typeof value !== 'string' || value.trim() === '') fail(key, `front matter '${key}' must be a non-empty string`);
    return (value as string).trim();
  };
  const title = text1('title');
  let description = '';
  if (typeof record.description === 'string' && record.description.trim() !== '') description = record.description.trim();
  else warnings.push(new BuildWarning(file, keyLine('description'), 'description', "front matter 'description' is missing: write one sentence for search results and section lists"));
  const labels = record.labels;
  const goodLabels = Array.isArray(labels) ? labels.filter((l): l is string => typeof l === 'string' && l.trim() !== '').map((l) => l.trim()) : [];
  if (!Array.isArray(labels) || labels.length === 0 || labels.length > 5 || goodLabels.length !== labels.length) {
    warnings.push(new BuildWarning(file, keyLine('labels'), 'labels', "front matter 'labels' should be a list of 1 to 5 non-empty strings"));
  }
  const children = record.children ?? true;
  if (typeof children !== 'boolean') fail('children', "front matter 'children' must be true or false");
  const order = record.order;
  if (typeof order !== 'number' || !Number.isInteger(order)) fail('order', "front matter 'order' must be an integer");
  const updated = record.updated instanceof Date ? record.updated.toISOString().slice(0, 10) : record.updated;
  if (updated !== undefined && (typeof updated !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(updated))) {
    fail('updated', "front matter 'updated' must be a date YYYY-MM-DD");
  }
  const aliases = record.aliases;
  if (
    aliases !== undefined &&
    (!Array.isArray(aliases) || aliases.length > ALIASES_MAX || !aliases.every((a) => typeof a === 'string' && a.trim() !== '' && a.trim().length <= ALIAS_MAX_LENGTH))
  ) {
    fail('aliases', `front matter 'aliases' must be a list of at most ${ALIASES_MAX} non-empty strings of at most ${ALIAS_MAX_LENGTH} characters`);
  }
  return {
    file,
    meta: {
      id: id as string,
      title,
      description,
      labels: goodLabels.slice(0, 5),
      order: order as number,
      children: children as boolean,
      ...(updated ? { updated: updated as string } : {}),
      ...(Array.isArray(aliases) && aliases.length > 0 ? { aliases: (aliases as string[]).map((a) => a.trim()) } : {}),
    },
    body: lines.slice(end + 1).join('\n'),
    bodyLine: end + 2,
  };
}
