/** Stage 1 (1-validate.ts): split a Markdown file into validated front matter and body. */
import * as v from 'valibot';
import { parseDocument } from 'yaml';
import { FRONT_MATTER_RULES, FrontMatterSchema, type FrontMatter, type FrontMatterField } from '../../core/schema/front-matter';
import { getInsightsDay } from '../../core/insights/aggregate';
import { isCalendarDate } from '../../core/verification';
import { BuildError, BuildWarning } from './build-error';
import { hasClaimMark } from './claim-marks';
import { getIssueDetail, getIssueField, getIssuePath, getNodeOffset } from './schema-issues';
import { getYamlProblem } from './yaml-errors';

export { ALIAS_MAX_LENGTH, ALIASES_MAX, type FrontMatter } from '../../core/schema/front-matter';

/** A source file as read from disk. */
export interface SourceFile {
  /** Path relative to the content root, with '/' separators. */
  path: string;
  /** File text. */
  text: string;
}

/** A parsed page source. */
export interface ParsedSource {
  file: string;
  meta: FrontMatter;
  body: string;
  /** Line (1-based) of the body's first line in the file. */
  bodyLine: number;
}

/** The editorial fields: a problem there is a warning (an error with --strict), and the page builds without them. */
const EDITORIAL = { description: 'description', labels: 'labels' } as const;

/** The schema the build checks before the editorial fields, which are checked on their own below. */
const StructureSchema = v.strictObject({
  ...FrontMatterSchema.entries,
  description: v.optional(v.unknown()),
  labels: v.optional(v.unknown()),
});

/** The fields a reader sees or searches: a claim mark there would show as `{?` (marks live in the body). */
const SHOWN_FIELDS = ['title', 'description', 'labels', 'aliases'] as const;

/** Why a `confirmed` date is wrong on `today` (YYYY-MM-DD, the Dutch day), or null for a past or present day. */
export function getConfirmationProblem(date: string, today: string): string | null {
  if (!isCalendarDate(date)) return `'confirmed' ${FRONT_MATTER_RULES.confirmed} ('${date}' is no day of the calendar)`;
  if (date > today) return `'confirmed' ${FRONT_MATTER_RULES.confirmed} (${date} is after today, ${today})`;
  return null;
}

/**
 * Parses and validates the front matter; throws BuildError with the offending line. A missing
 * description or bad labels do not break the site: they are pushed to `warnings` instead. `today`
 * (YYYY-MM-DD) is the day a `confirmed` date may not come after.
 */
export function parseFrontMatter(source: SourceFile, warnings: BuildWarning[] = [], today = getInsightsDay(Date.now())): ParsedSource {
  const { path: file, text } = source;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') throw new BuildError(file, 1, "missing front matter: the file must start with '---'");
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (end < 0) throw new BuildError(file, 1, "unterminated front matter: no closing '---'");
  const doc = parseDocument(lines.slice(1, end).join('\n'), { prettyErrors: true });
  const lineOf = (offset: number) => 2 + lines.slice(1, end).join('\n').slice(0, offset).split('\n').length - 1;
  if (doc.errors.length > 0) {
    const problem = getYamlProblem(lines.slice(1, end).join('\n'), doc.errors[0]!);
    throw new BuildError(file, 1 + problem.line, `invalid front matter: ${problem.message}`, problem.hint);
  }
  const data: unknown = doc.toJS();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new BuildError(file, 2, 'invalid front matter: expected key: value pairs');
  }
  const record = data as Record<string, unknown>;
  const keyLine = (path: (string | number)[]) => {
    const offset = getNodeOffset(doc, path);
    return offset === null ? 1 : lineOf(offset);
  };
  const result = v.safeParse(StructureSchema, record, { abortPipeEarly: true });
  // An unknown field is likely a misspelt known one: report only it, not the knock-on missing field.
  const unknown = result.issues?.find((issue) => !Object.hasOwn(FRONT_MATTER_RULES, getIssueField(issue)));
  if (unknown) throw getUnknownFieldError(file, getIssueField(unknown), keyLine);
  const warn = (field: keyof typeof EDITORIAL, ok: boolean) => {
    if (ok) return;
    warnings.push(new BuildWarning(file, keyLine([field]), EDITORIAL[field], `front matter '${field}' ${FRONT_MATTER_RULES[field]}`));
  };
  const description = v.safeParse(FrontMatterSchema.entries.description, record.description);
  warn('description', description.success);
  const labels = v.safeParse(FrontMatterSchema.entries.labels, record.labels);
  warn('labels', labels.success);
  if (!result.success) throw getFieldError(file, result.issues, keyLine);
  const { id, title, order, children, updated, aliases, owner, confirmed, confirmEveryMonths } = result.output;
  const confirmation = confirmed === undefined ? null : getConfirmationProblem(confirmed, today);
  if (confirmation) throw new BuildError(file, keyLine(['confirmed']), `front matter ${confirmation}`);
  const marked = SHOWN_FIELDS.find((field) => hasClaimMark(JSON.stringify(record[field] ?? '')));
  if (marked)
    throw new BuildError(
      file,
      keyLine([marked]),
      `front matter '${marked}' holds a claim mark: marks go in the body; write the ${marked} without the claim`,
    );
  const meta: FrontMatter = {
    id,
    title,
    description: description.success ? description.output : '',
    // A bad list keeps its usable labels, so search still knows the page by them.
    labels: labels.success ? labels.output : getUsableLabels(record.labels),
    order,
    children,
    ...(updated ? { updated } : {}),
    ...(aliases && aliases.length > 0 ? { aliases } : {}),
    ...(owner ? { owner } : {}),
    ...(confirmed ? { confirmed } : {}),
    ...(confirmEveryMonths ? { confirmEveryMonths } : {}),
  };
  return {
    file,
    meta,
    body: lines.slice(end + 1).join('\n'),
    bodyLine: end + 2,
  };
}

/** The non-empty strings of a bad `labels` value, trimmed, at most 5. */
function getUsableLabels(labels: unknown): string[] {
  if (!Array.isArray(labels)) return [];
  return labels
    .filter((l): l is string => typeof l === 'string' && l.trim() !== '')
    .map((l) => l.trim())
    .slice(0, 5);
}

/** An unknown field, at its line, with the known field it is probably a typo of. */
function getUnknownFieldError(file: string, key: string, keyLine: (path: (string | number)[]) => number): BuildError {
  return new BuildError(file, keyLine([key]), `unknown front matter field '${key}'${getFieldHint(key, Object.keys(FRONT_MATTER_RULES))}`);
}

/** The first field problem in schema order, at the line of its key or list item. */
function getFieldError(file: string, issues: v.GenericIssue[], keyLine: (path: (string | number)[]) => number): BuildError {
  const fields = Object.keys(FRONT_MATTER_RULES);
  const rank = (issue: v.GenericIssue) => fields.indexOf(getIssueField(issue));
  const first = [...issues].sort((a, b) => rank(a) - rank(b))[0]!;
  const field = getIssueField(first) as FrontMatterField;
  return new BuildError(file, keyLine(getIssuePath(first)), `front matter '${field}' ${FRONT_MATTER_RULES[field]}${getIssueDetail(first)}`);
}

/** ` (did you mean 'title'?)` for a key one or two edits away from a known field, else the list of fields. */
function getFieldHint(key: string, fields: string[]): string {
  const near = fields.find((field) => getEditDistance(key.toLowerCase(), field.toLowerCase()) <= 2);
  return near ? ` (did you mean '${near}'?)` : ` (known fields: ${fields.join(', ')})`;
}

/** Levenshtein distance, for short keys. */
function getEditDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
