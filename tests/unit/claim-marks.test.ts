/**
 * Claim marks `{?…?}` (scripts/content/claim-marks.ts) through the Markdown stage: readers get the plain
 * text in a `<span class="claim">`, everything derived from the text reads it without marks, and a
 * mark the build cannot place (unclosed, nested, in a heading, link text or code) is an error with
 * its line, so nothing is ever published half-parsed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../scripts/content/markdown';
import { stripClaimMarks } from '../../scripts/content/claim-marks';

const FIRST_LINE = 9;
const render = (body: string) => renderMarkdown(body, FIRST_LINE);

describe('claim marks render as plain text in a claim element', () => {
  it.each<[string, string, string, string[]]>([
    [
      'bold menu path',
      'Klik op {?**Werkorder > Nieuw**?} en kies de klant.',
      '<p>Klik op <span class="claim"><strong>Werkorder > Nieuw</strong></span> en kies de klant.</p>',
      ['Werkorder > Nieuw'],
    ],
    [
      'a sentence, opened and closed in different text nodes around bold',
      '{?De link is **48 uur** geldig.?} Daarna niet.',
      '<p><span class="claim">De link is <strong>48 uur</strong> geldig.</span> Daarna niet.</p>',
      ['De link is 48 uur geldig.'],
    ],
    [
      'a mark inside bold',
      'Kies **{?Ordersoort?}** in de lijst.',
      '<p>Kies <strong><span class="claim">Ordersoort</span></strong> in de lijst.</p>',
      ['Ordersoort'],
    ],
    [
      'table cells',
      '| Veld | Wat |\n|---|---|\n| {?**Ordersoort**?} | {?Bepaalt wie de factuur krijgt.?} |',
      '<td><span class="claim"><strong>Ordersoort</strong></span></td>\n<td><span class="claim">Bepaalt wie de factuur krijgt.</span></td>',
      ['Ordersoort', 'Bepaalt wie de factuur krijgt.'],
    ],
    [
      'a whole link inside the mark',
      '{?[Werkorder openen](./x.md) kan ook vanuit de planning.?}',
      '<p><span class="claim"><a href="./x.md">Werkorder openen</a> kan ook vanuit de planning.</span></p>',
      ['Werkorder openen kan ook vanuit de planning.'],
    ],
    [
      'list items, two sentences, inline code and kbd inside',
      '- {?Eén. Twee.?}\n- {?`F5` of <kbd>Ctrl</kbd>+<kbd>R</kbd>?} ververst',
      '<li><span class="claim">Eén. Twee.</span></li>\n<li><span class="claim"><code>F5</code> of <kbd>Ctrl</kbd>+<kbd>R</kbd></span> ververst</li>',
      ['Eén. Twee.', 'F5 of Ctrl+R'],
    ],
  ])('%s', (_name, body, html, claims) => {
    const rendered = render(body);
    expect(rendered.claimProblems).toEqual([]);
    expect(rendered.html).toContain(html);
    expect(rendered.claims.map((c) => c.text)).toEqual(claims);
    expect(rendered.text).toBe(render(stripClaimMarks(body)).text);
    expect(rendered.html).not.toMatch(/\{\?|\?\}/);
  });

  it('gives each claim the file line it opens on', () => {
    const { claims } = render('Eerste regel.\n\nTweede {?alinea\nover twee regels?} en\n{?nog een?}.');
    expect(claims).toEqual([
      { line: FIRST_LINE + 2, text: 'alinea over twee regels' },
      { line: FIRST_LINE + 4, text: 'nog een' },
    ]);
  });

  it('keeps headings, the table of contents and the search text free of marks', () => {
    const rendered = render('## Werkorder\n\n{?Een bewering.?}\n\n## Factuur');
    expect(rendered.toc.map((t) => t.title)).toEqual(['Werkorder', 'Factuur']);
    expect(rendered.text).toBe('Werkorder# Een bewering. Factuur#');
  });

  it('lets no raw HTML forge a claim: the class and the element are dropped and the writer is told', () => {
    const rendered = render('<span class="claim">nep</span> en <claim-mark>ook nep</claim-mark>.');
    expect(rendered.html).not.toContain('claim');
    expect(rendered.claims).toEqual([]);
    expect(rendered.removedHtml.map((r) => r.what)).toEqual(["'class' on <span>", '<claim-mark> (its text stays)']);
  });
});

describe('a mark the build cannot place is refused at its line', () => {
  it.each<[string, string, number, RegExp]>([
    ['unclosed', 'Een {?open mark zonder eind.', 0, /is not closed/],
    ['closed in the next paragraph', '{?Eerste alinea.\n\nTweede.?}', 0, /is not closed/],
    ['closed outside the bold it opened in', 'regel\n**{?vet** en verder?}', 1, /is not closed|closes no claim mark/],
    ['a close without an open', 'Dit klopt?} niet.', 0, /closes no claim mark/],
    ['nested', 'Een {?buiten {?binnen?} buiten?}.', 0, /cannot be nested/],
    ['nested through bold', 'Een {?buiten **{?binnen?}** buiten?}.', 0, /cannot be nested/],
    ['empty', 'Leeg {??} hier.', 0, /empty claim mark/],
    ['in a heading', 'Tekst.\n\n## Kop {?met claim?}', 2, /inside a heading/],
    ['in link text', 'Zie [{?de knop?}](./x.md).', 0, /inside link text/],
    ['in inline code', 'Typ `{?F5?}`.', 0, /inside inline code/],
    ['in a code block', 'Tekst.\n\n```\nregel\n{?code?}\n```', 4, /inside a code block/],
    ['in raw HTML', '<details>\n<summary>Meer</summary>\n{?verborgen?}\n</details>', 2, /inside raw HTML/],
    ['in image text', '![{?schema?}](/images/x.svg)', 0, /inside an image's text/],
  ])('%s', (_name, body, offset, message) => {
    const { claimProblems } = render(body);
    expect(claimProblems.length).toBeGreaterThan(0);
    expect(claimProblems[0]!.line).toBe(FIRST_LINE + offset);
    expect(claimProblems[0]!.message).toMatch(message);
  });

  it('either refuses a body or publishes it without a trace of the marks', () => {
    const piece = fc.constantFrom(
      '{?',
      '?}',
      '**',
      'tekst ',
      '`c`',
      '[x](./x.md)',
      '\n\n',
      '\n## ',
      '\n| a | b |\n|---|---|\n| ',
      ' | ',
      '*',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const rendered = render(pieces.join(''));
        if (rendered.claimProblems.length > 0) return;
        expect(rendered.html).not.toMatch(/\{\?|\?\}/);
        expect(rendered.text).not.toMatch(/\{\?|\?\}/);
      }),
      { numRuns: 300 },
    );
  });
});
