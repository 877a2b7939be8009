/**
 * Used by markdown.ts (stage 1): claim marks. `{?…?}` wraps a statement about the product that nobody
 * has confirmed (docs/writing.md). A mark lives inside one block of inline text (a paragraph, a list
 * item's paragraph, a table cell) and may wrap bold, italics, links and code; it is refused inside a
 * heading, link text, inline code, a code block, raw HTML or an image's text, and must close in the
 * same block without nesting. Marks become claim elements in the Markdown tree, so every text derived
 * from the page (search, TOC, descriptions) reads the plain text and never the marks.
 */
import type { Claim } from '../../core/schema/claims-report';

export type { Claim } from '../../core/schema/claims-report';

/** Opens a claim mark. */
export const CLAIM_OPEN = '{?';
/** Closes a claim mark. */
export const CLAIM_CLOSE = '?}';
/** The element a claim renders as before the sanitizer; raw HTML cannot name it (markdown.ts renames unknown raw tags). */
export const CLAIM_ELEMENT = 'claim-mark';
/** The class of a published claim (`<span class="claim">`), styled only where dev and previews ask for it. */
export const CLAIM_CLASS = 'claim';

const TOKEN = /\{\?|\?\}/g;

/** A mark the build refuses, with its line in the file. */
export interface ClaimProblem {
  line: number;
  message: string;
}

/** The part of a Markdown (mdast) node this module reads and rewrites. */
interface MdNode {
  type: string;
  value?: string;
  alt?: string | null;
  children?: MdNode[];
  position?: { start: { line: number }; end: { line: number } };
  data?: object;
}

/** Where a mark may not go, by the node that holds it, with what to do instead. */
const REFUSED: Record<string, string> = {
  heading: 'a heading: mark the sentence under it instead',
  link: 'link text: put the mark around the whole link',
  linkReference: 'link text: put the mark around the whole link',
  inlineCode: 'inline code: put the mark around the code',
  code: 'a code block',
  html: 'raw HTML: put the mark in the Markdown text around it',
  image: "an image's text",
  imageReference: "an image's text",
};

/** Nodes whose children are inline text that marks may wrap. */
const INLINE_PARENTS = new Set(['paragraph', 'tableCell', 'strong', 'emphasis', 'delete']);

/** The text without claim marks, as a reader sees it (for texts read from the raw Markdown). */
export function stripClaimMarks(text: string): string {
  return text.replace(TOKEN, '');
}

/** Whether a text holds a claim mark (either half). */
export function hasClaimMark(text: string): boolean {
  return text.includes(CLAIM_OPEN) || text.includes(CLAIM_CLOSE);
}

/** A node's text, as a reader reads it. */
function getText(node: MdNode): string {
  if (node.type === 'html') return '';
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(getText).join('');
}

/** The file line of the text at `offset` in a node's value. */
function getLineAt(node: MdNode, offset: number, firstLine: number): number {
  const value = node.value ?? '';
  const { start, end } = node.position ?? { start: { line: 1 }, end: { line: 1 } };
  // A fenced code block spans more lines than its value: the value starts under the opening fence.
  const fenced = node.type === 'code' && end.line - start.line + 1 > value.split('\n').length;
  return firstLine + start.line - 1 + (fenced ? 1 : 0) + value.slice(0, offset).split('\n').length - 1;
}

/**
 * Turns the marks of a parsed body into claim nodes (in place) and returns the claims with their lines,
 * and every mark it refuses. `firstLine` is the body's line in the file.
 */
export function markClaims(tree: MdNode, firstLine: number): { claims: Claim[]; problems: ClaimProblem[] } {
  const claims: Claim[] = [];
  const problems: ClaimProblem[] = [];

  /** Reports every mark in a node's own text, which is somewhere marks are refused. */
  const refuse = (node: MdNode, place: string) => {
    const text = node.type === 'image' || node.type === 'imageReference' ? (node.alt ?? '') : (node.value ?? '');
    const at = text.search(TOKEN);
    if (at >= 0) problems.push({ line: getLineAt(node, at, firstLine), message: `a claim mark cannot be inside ${place}` });
  };

  /** Walks a node; `refused` names the place marks may not go, `inClaim` tells whether a mark above is open. */
  const walk = (node: MdNode, refused: string | null, inClaim: boolean): void => {
    const place = refused ?? REFUSED[node.type] ?? null;
    if (typeof node.value === 'string' || node.type === 'image' || node.type === 'imageReference') {
      if (node.type !== 'text' || place) refuse(node, place ?? `'${node.type}'`);
      return;
    }
    if (!node.children) return;
    if (!place && INLINE_PARENTS.has(node.type)) node.children = wrap(node.children, inClaim);
    else for (const child of node.children) walk(child, place, inClaim);
  };

  /** The children of an inline parent with their marks turned into claim nodes. */
  const wrap = (children: MdNode[], inClaim: boolean): MdNode[] => {
    const out: MdNode[] = [];
    let open: { line: number; start: number } | null = null;
    for (const child of children) {
      if (child.type !== 'text') {
        walk(child, null, inClaim || open !== null);
        out.push(child);
        continue;
      }
      const value = child.value ?? '';
      let last = 0;
      const keep = (end: number) => {
        if (end > last) out.push({ type: 'text', value: value.slice(last, end), ...(child.position ? { position: child.position } : {}) });
      };
      for (const match of value.matchAll(TOKEN)) {
        keep(match.index);
        last = match.index + 2;
        const line = getLineAt(child, match.index, firstLine);
        if (match[0] === CLAIM_OPEN) {
          if (open || inClaim)
            problems.push({
              line,
              message: `claim marks cannot be nested: close the open mark with '${CLAIM_CLOSE}' before opening another`,
            });
          else open = { line, start: out.length };
          continue;
        }
        if (!open) {
          problems.push({
            line,
            message: `'${CLAIM_CLOSE}' closes no claim mark: open it with '${CLAIM_OPEN}' in the same paragraph, list item or table cell (and the same bold or italic text)`,
          });
          continue;
        }
        const inner = out.splice(open.start);
        const text = inner.map(getText).join('').replace(/\s+/g, ' ').trim();
        if (text === '') problems.push({ line: open.line, message: 'empty claim mark: wrap the statement to confirm, or remove the mark' });
        else claims.push({ line: open.line, text });
        out.push({ type: 'claim', children: inner, data: { hName: CLAIM_ELEMENT } });
        open = null;
      }
      keep(value.length);
    }
    if (open)
      problems.push({
        line: open.line,
        message: `claim mark '${CLAIM_OPEN}' is not closed: close it with '${CLAIM_CLOSE}' in the same paragraph, list item or table cell (and the same bold or italic text)`,
      });
    return out;
  };

  walk(tree, null, false);
  claims.sort((a, b) => a.line - b.line);
  return { claims, problems: problems.sort((a, b) => a.line - b.line) };
}
