/**
 * Rewrites the HTML Confluence's space export gives its macros into plain HTML that converts to
 * Markdown: info/note/warning/tip panels, expand, code and noformat blocks (with their caption), task
 * lists (with their state), tables with merged cells or several blocks per cell, user mentions; drops
 * the table-of-contents macro (the site draws its own) and style or script blocks. Mutates the page
 * body in place, before links and images are handled.
 */
import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

const classesOf = (el: Element): string[] => {
  const cls: unknown = el.properties?.className;
  return Array.isArray(cls) ? cls.map(String) : typeof cls === 'string' ? cls.split(/\s+/) : [];
};
const hasClass = (el: Element, name: string) => classesOf(el).includes(name);
const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

/** The first descendant element matching a test. */
function find(root: Element, test: (el: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  visit(root, 'element', (el: Element) => {
    if (found) return SKIP;
    if (el !== root && test(el)) found = el;
    return undefined;
  });
  return found;
}

/** Dutch label of each panel kind, put in front when the panel has no title of its own. */
const PANEL_LABELS: Record<string, string> = { information: 'Info', note: 'Let op', warning: 'Waarschuwing', tip: 'Tip' };

/** Panel (info, note, warning, tip): a blockquote that starts with its title or kind in bold. */
function convertPanel(el: Element): Element {
  const kind =
    classesOf(el)
      .find((c) => c.startsWith('confluence-information-macro-') && c.slice(29) in PANEL_LABELS)
      ?.slice(29) ?? 'information';
  const title = find(el, (e) => hasClass(e, 'title'));
  const body = find(el, (e) => hasClass(e, 'confluence-information-macro-body'));
  const children = (body?.children ?? el.children).filter(
    (c) => !(c.type === 'element' && hasClass(c, 'confluence-information-macro-icon')),
  );
  const label = title ? toString(title).trim() : PANEL_LABELS[kind]!;
  // A body that already opens with the label ('Tip: …') does not get it twice.
  const opensWithLabel = toString(element('div', children)).trim().toLowerCase().startsWith(label.toLowerCase());
  if (opensWithLabel) return element('blockquote', children);
  const strong = element('strong', [text(`${label}:`)]);
  const first = children.findIndex((c) => c.type === 'element' || (c.type === 'text' && c.value.trim() !== ''));
  const opening = children[first];
  // '> **Let op:** Bel de klant…' reads better than the label on a line of its own.
  if (opening?.type === 'element' && opening.tagName === 'p') opening.children.unshift(strong, text(' '));
  else children.unshift(element('p', [strong]));
  return element('blockquote', children);
}

/** Expand macro: its title in bold, then its content, shown (a help page has nothing to hide). */
function convertExpand(el: Element): Element {
  const title = find(el, (e) => hasClass(e, 'expand-control-text'));
  const content = find(el, (e) => hasClass(e, 'expand-content'));
  return element('div', [
    element('p', [element('strong', [text(title ? toString(title).trim() : 'Meer informatie')])]),
    ...(content?.children ?? []),
  ]);
}

/**
 * Code and noformat blocks: `<pre><code class="language-x">`, the language from the SyntaxHighlighter
 * brush; a title (the block's caption, often a file name) becomes a bold line above the block.
 */
function convertCode(el: Element): Element {
  const pre = find(el, (e) => e.tagName === 'pre');
  const header = find(el, (e) => hasClass(e, 'codeHeader') || hasClass(e, 'panelHeader'));
  const params = String(pre?.properties?.dataSyntaxhighlighterParams ?? '');
  const brush = /brush:\s*([a-z0-9+#-]+)/i.exec(params)?.[1];
  const code = pre ? toString(pre).replace(/^\n|\n$/g, '') : toString(el);
  const block = element('pre', [
    element('code', [text(code)], brush && brush !== 'text' && brush !== 'none' ? { className: [`language-${brush}`] } : {}),
  ]);
  const caption = header ? toString(header).trim() : '';
  return caption ? element('div', [element('p', [element('strong', [text(caption)])]), block]) : block;
}

/** A Confluence task list: each item starts with a checkbox in its state, which Markdown keeps as `- [x]`. */
function convertTaskList(list: Element): Element {
  const items = list.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'li');
  for (const item of items) {
    item.children.unshift(element('input', [], { type: 'checkbox', checked: hasClass(item, 'checked'), disabled: true }));
  }
  return element('ul', items);
}

/** Where a cell's lines break: stringified to Markdown it becomes `<br>` (CELL_BREAK_HTML), which the site keeps. */
export const CELL_BREAK = '\uE000';
export const CELL_BREAK_HTML = '<br>';
const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table']);

/**
 * A table cell holding several blocks: Markdown cells are one line, so paragraphs become lines joined
 * by a line break; list items become '• ' lines. Anything else (a nested table, a code block) is
 * flattened to its text and reported.
 */
function flattenCell(cell: Element, report: (message: string) => void): void {
  const blocks = cell.children.filter((c) => c.type === 'element' && BLOCKS.has(c.tagName)) as Element[];
  if (blocks.length === 0 || (blocks.length === 1 && blocks[0]!.tagName === 'p')) return;
  const lines: ElementContent[][] = [];
  for (const child of cell.children) {
    if (child.type !== 'element' || !BLOCKS.has(child.tagName)) {
      if (child.type === 'text' && child.value.trim() === '') continue;
      (lines[lines.length - 1] ?? (lines[0] = [])).push(child);
    } else if (child.tagName === 'p' || child.tagName === 'div') lines.push(child.children);
    else if (child.tagName === 'ul' || child.tagName === 'ol') {
      const items = child.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'li');
      items.forEach((li, i) => lines.push([text(child.tagName === 'ol' ? `${i + 1}. ` : '• '), text(toString(li).trim())]));
    } else {
      report(`table cell with a <${child.tagName}> written as plain text: '${toString(child).trim().slice(0, 40)}'`);
      lines.push([text(toString(child).trim())]);
    }
  }
  cell.children = lines.flatMap((line, i) => (i === 0 ? line : [text(CELL_BREAK), ...line]));
}

/**
 * A table with colspan/rowspan becomes a regular grid (Markdown tables cannot merge cells): a merged
 * cell keeps its content in its first position, the positions it covered stay empty.
 */
function flattenTable(table: Element): void {
  const rows: Element[] = [];
  visit(table, 'element', (el: Element) => {
    if (el.tagName === 'tr') rows.push(el);
    return el.tagName === 'table' && el !== table ? SKIP : undefined;
  });
  if (
    !rows.some((r) =>
      r.children.some((c) => c.type === 'element' && (Number(c.properties?.colSpan ?? 1) > 1 || Number(c.properties?.rowSpan ?? 1) > 1)),
    )
  )
    return;
  const pending = new Map<number, { left: number; tag: string }>();
  for (const row of rows) {
    const cells = row.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));
    const out: Element[] = [];
    let col = 0;
    const fillPending = () => {
      while (pending.has(col)) {
        const span = pending.get(col)!;
        out.push(element(span.tag, []));
        if (--span.left === 0) pending.delete(col);
        col++;
      }
    };
    for (const cell of cells) {
      fillPending();
      const colSpan = Math.max(1, Number(cell.properties?.colSpan ?? 1));
      const rowSpan = Math.max(1, Number(cell.properties?.rowSpan ?? 1));
      delete cell.properties.colSpan;
      delete cell.properties.rowSpan;
      for (let i = 0; i < colSpan; i++) {
        out.push(i === 0 ? cell : element(cell.tagName, []));
        if (rowSpan > 1) pending.set(col, { left: rowSpan - 1, tag: cell.tagName === 'th' ? 'th' : 'td' });
        col++;
      }
    }
    fillPending();
    row.children = out;
  }
}

/** A mention of a Confluence user: plain text (user pages are not part of a help centre). */
export function isUserLink(el: Element): boolean {
  const href = String(el.properties?.href ?? '');
  return (
    el.tagName === 'a' &&
    (hasClass(el, 'confluence-userlink') || hasClass(el, 'user-mention') || /\/display\/~|\/people\/|\/wiki\/people\//.test(href))
  );
}

/** The table-of-contents macro and its inline stylesheet: the site draws the page's own contents. */
const isNoise = (el: Element) =>
  el.tagName === 'style' || el.tagName === 'script' || hasClass(el, 'toc-macro') || classesOf(el).some((c) => c.startsWith('rbtoc'));

/** Rewrites every macro of a page body in place; what cannot be kept as it was goes to `report`. */
export function convertMacros(body: Element, report: (message: string) => void = () => {}): void {
  visit(body, 'element', (el: Element, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (isNoise(el)) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    let replacement: Element | ElementContent | null = null;
    if (el.tagName === 'ul' && hasClass(el, 'inline-task-list')) replacement = convertTaskList(el);
    else if (hasClass(el, 'confluence-information-macro')) replacement = convertPanel(el);
    else if (hasClass(el, 'expand-container')) replacement = convertExpand(el);
    else if ((hasClass(el, 'code') || hasClass(el, 'preformatted')) && hasClass(el, 'panel')) replacement = convertCode(el);
    else if (isUserLink(el)) replacement = text(toString(el));
    else if (el.tagName === 'table') flattenTable(el);
    else if (el.tagName === 'td' || el.tagName === 'th') flattenCell(el, report);
    if (!replacement) return undefined;
    parent.children.splice(index, 1, replacement as ElementContent);
    // Visit the replacement's children (a panel may hold links), not the replaced node's.
    return [SKIP, index];
  });
}
