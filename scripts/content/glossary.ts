/**
 * Stage 1 (1-validate.ts): content/glossary.yml as claims. The glossary lists how Autoflex names its
 * menus, screens and buttons (tests/content/glossary.test.ts holds the articles to it); nobody has
 * confirmed those names against the product, so each is an open claim of the glossary, with its line,
 * until the file's own `confirmed` date says the product owner checked them (docs/writing.md).
 */
import * as v from 'valibot';
import { isMap, isPair, isScalar, isSeq, parseDocument } from 'yaml';
import type { Claim } from '../../core/schema/claims-report';
import { FRONT_MATTER_RULES, FrontMatterSchema } from '../../core/schema/front-matter';
import { BuildError } from './build-error';
import { getConfirmationProblem } from './front-matter';

/** The glossary's path relative to the content root. */
export const GLOSSARY_FILE = 'glossary.yml';

/** The glossary's names and its own verification fields (the same keys as a page's front matter). */
export interface Glossary {
  /** Every name (a string item, or the `naam` of an item with wrong variants), with its line. */
  names: Claim[];
  owner?: string;
  confirmed?: string;
  confirmEveryMonths?: number;
}

/** Parses the glossary; pushes `glossary.yml:line` errors and returns null when it cannot be read. */
export function parseGlossary(text: string, today: string, errors: BuildError[]): Glossary | null {
  const doc = parseDocument(text);
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : text.slice(0, offset).split('\n').length);
  if (doc.errors.length > 0) {
    errors.push(new BuildError(GLOSSARY_FILE, lineAt(doc.errors[0]!.pos[0]), `invalid YAML: ${doc.errors[0]!.message.split('\n')[0]}`));
    return null;
  }
  if (doc.contents === null) return { names: [] };
  if (!isMap(doc.contents)) {
    errors.push(new BuildError(GLOSSARY_FILE, 1, 'expected groups of names (hoofdmenu:, computer:, …)'));
    return null;
  }
  const glossary: Glossary = { names: [] };
  for (const pair of doc.contents.items) {
    if (!isPair(pair) || !isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const line = lineAt(pair.key.range?.[0]);
    const value = isScalar(pair.value) ? pair.value.value : undefined;
    if (key === 'owner' || key === 'confirmed' || key === 'confirmEveryMonths') {
      const problem = getFieldProblem(key, value, today);
      if (problem) errors.push(new BuildError(GLOSSARY_FILE, line, problem));
      else Object.assign(glossary, { [key]: typeof value === 'string' ? value.trim() : value });
      continue;
    }
    if (!isSeq(pair.value)) continue;
    for (const item of pair.value.items) {
      const at = lineAt((item as { range?: readonly number[] | null }).range?.[0]);
      const name = isScalar(item) ? item.value : isMap(item) ? item.get('naam') : undefined;
      if (typeof name === 'string' && name.trim() !== '') glossary.names.push({ line: at, text: name.trim() });
      else errors.push(new BuildError(GLOSSARY_FILE, at, "a glossary entry is a name, or { naam: 'name', fout: [wrong variants] }"));
    }
  }
  glossary.names.sort((a, b) => a.line - b.line);
  return glossary;
}

/** Why a verification field of the glossary is wrong (the front matter's rules), or null. */
function getFieldProblem(key: 'owner' | 'confirmed' | 'confirmEveryMonths', value: unknown, today: string): string | null {
  if (!v.safeParse(FrontMatterSchema.entries[key], value).success) return `'${key}' ${FRONT_MATTER_RULES[key]}`;
  return key === 'confirmed' ? getConfirmationProblem(value as string, today) : null;
}
