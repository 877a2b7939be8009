import { describe, expect, it } from 'vitest';
import { BuildErrors } from '../../scripts/content/build-error';
import { buildContent } from '../../scripts/content/pipeline';
import { input, page, SITE_JSON, validTree } from './build-fixtures';
import type { SourceFile } from '../../scripts/content/front-matter';

function errorsOf(sources: SourceFile[], images: SourceFile[] = []): string[] {
  try {
    buildContent(input(sources, images));
  } catch (error) {
    if (error instanceof BuildErrors) return error.errors.map((e) => e.message);
    throw error;
  }
  return [];
}

const HEADER_LINKS_LINE = SITE_JSON.split('\n').findIndex((l) => l.includes('"headerLinks"')) + 1;
const replace = (path: string, file: SourceFile) => validTree().map((f) => (f.path === path ? file : f));

describe('content validation fails with file:line: message', () => {
  it('accepts the valid tree', () => expect(errorsOf(validTree())).toEqual([]));

  it.each<[string, SourceFile[], RegExp]>([
    [
      'missing front matter',
      replace('uitleg/werkplaats/apk.md', { path: 'uitleg/werkplaats/apk.md', text: 'Geen front matter\n' }),
      /^uitleg\/werkplaats\/apk\.md:1: missing front matter/,
    ],
    [
      'unterminated front matter',
      replace('uitleg/werkplaats/apk.md', { path: 'uitleg/werkplaats/apk.md', text: '---\nid: "1"\n' }),
      /^uitleg\/werkplaats\/apk\.md:1: unterminated front matter/,
    ],
    [
      'invalid YAML',
      replace('uitleg/werkplaats/apk.md', { path: 'uitleg/werkplaats/apk.md', text: '---\nid: "101"\ntitle: [open\n---\nx\n' }),
      /^uitleg\/werkplaats\/apk\.md:\d+: invalid front matter/,
    ],
    [
      'non-numeric id',
      replace('uitleg/werkplaats/apk.md', page('uitleg/werkplaats/apk.md', 'abc', 'APK')),
      /^uitleg\/werkplaats\/apk\.md:2: front matter 'id' must be a numeric string/,
    ],
    [
      'missing title',
      replace('uitleg/werkplaats/apk.md', {
        path: 'uitleg/werkplaats/apk.md',
        text: '---\nid: "101"\ndescription: d\nlabels: [a]\norder: 1\n---\nx\n',
      }),
      /^uitleg\/werkplaats\/apk\.md:1: front matter 'title' must be a non-empty string/,
    ],
    [
      'order not an integer',
      replace('uitleg/werkplaats/apk.md', {
        path: 'uitleg/werkplaats/apk.md',
        text: '---\nid: "101"\ntitle: APK\ndescription: d\nlabels: [a]\norder: eerst\n---\nx\n',
      }),
      /^uitleg\/werkplaats\/apk\.md:6: front matter 'order' must be an integer/,
    ],
    [
      'unknown field',
      replace('uitleg/werkplaats/apk.md', page('uitleg/werkplaats/apk.md', '101', 'APK', { extra: 'auteur: Piet\n' })),
      /^uitleg\/werkplaats\/apk\.md:7: unknown front matter field 'auteur'/,
    ],
    [
      'duplicate id',
      [...validTree(), page('uitleg/werkplaats/olie.md', '101', 'Olie')],
      /^uitleg\/werkplaats\/olie\.md:2: duplicate id '101' \(also in uitleg\/werkplaats\/apk\.md\)/,
    ],
    [
      'duplicate slug',
      [...validTree(), page('uitleg/werkplaats/apk/index.md', '103', 'APK map')],
      /duplicate slug '\/uitleg\/werkplaats\/apk'/,
    ],
    [
      'folder without index.md',
      [...validTree(), page('uitleg/facturen/credit.md', '300', 'Credit')],
      /^uitleg\/facturen\/credit\.md:1: folder 'uitleg\/facturen' has no index\.md/,
    ],
    [
      'invalid slug segment',
      [...validTree(), page('uitleg/werkplaats/Grote_Beurt.md', '104', 'Beurt')],
      /invalid slug segment 'Grote_Beurt'/,
    ],
    ['reserved detail segment', [...validTree(), page('uitleg/werkplaats/detail.md', '105', 'Detail')], /invalid slug segment 'detail'/],
    [
      'broken internal link',
      replace(
        'uitleg/werkplaats/apk.md',
        page('uitleg/werkplaats/apk.md', '101', 'APK', {
          body: 'Tekst.\n\nZie [olie](/uitleg/werkplaats/olie/) voor meer uitleg over het verversen van olie bij een onderhoudsbeurt in de werkplaats vandaag.\n\n## Kop',
        }),
      ),
      /^uitleg\/werkplaats\/apk\.md:11: link to '\/uitleg\/werkplaats\/olie\/': no such page/,
    ],
    [
      'broken anchor on another page',
      replace(
        'uitleg/werkplaats/apk.md',
        page('uitleg/werkplaats/apk.md', '101', 'APK', {
          body: 'Zie [banden](/uitleg/werkplaats/banden/#nee) voor meer uitleg over het wisselen van banden bij een onderhoudsbeurt in de werkplaats vandaag.\n\n## Kop',
        }),
      ),
      /page has no heading '#nee'/,
    ],
    [
      'broken anchor on the same page',
      replace(
        'uitleg/werkplaats/apk.md',
        page('uitleg/werkplaats/apk.md', '101', 'APK', {
          body: 'Zie [hier](#nee) voor meer uitleg over het wisselen van banden bij een onderhoudsbeurt in de werkplaats op dit moment vandaag.\n\n## Kop',
        }),
      ),
      /anchor '#nee' not found on this page/,
    ],
    [
      'javascript: link',
      replace(
        'uitleg/werkplaats/apk.md',
        page('uitleg/werkplaats/apk.md', '101', 'APK', {
          body: 'Klik [hier](javascript:alert(1)) voor meer uitleg over het wisselen van banden bij een onderhoudsbeurt in de werkplaats op dit moment vandaag.\n\n## Kop',
        }),
      ),
      /unsafe scheme/,
    ],
    [
      'missing image',
      replace(
        'uitleg/werkplaats/apk.md',
        page('uitleg/werkplaats/apk.md', '101', 'APK', {
          body: '![schema](/images/nee.svg) met uitleg over het wisselen van banden bij een onderhoudsbeurt in de werkplaats op dit moment vandaag en morgen.\n\n## Kop',
        }),
      ),
      /image '\/images\/nee\.svg' does not exist/,
    ],
    [
      'root page with the wrong id',
      replace('uitleg/index.md', page('uitleg/index.md', '9', 'Uitleg')),
      /^uitleg\/index\.md:2: the root page must have id '2064466'/,
    ],
    [
      'broken relative link',
      replace(
        'uitleg/werkplaats/apk.md',
        page('uitleg/werkplaats/apk.md', '101', 'APK', {
          body: 'Zie [olie](./olie.md) voor meer uitleg over het verversen van olie bij een onderhoudsbeurt in de werkplaats op dit moment vandaag.\n\n## Kop',
        }),
      ),
      /^uitleg\/werkplaats\/apk\.md:9: link to '\.\/olie\.md' \(\/uitleg\/werkplaats\/olie\/\): no such page/,
    ],
    [
      'relative link out of the content folder',
      replace(
        'uitleg/werkplaats/apk.md',
        page('uitleg/werkplaats/apk.md', '101', 'APK', {
          body: 'Zie [x](../../../x.md) voor meer uitleg over het verversen van olie bij een onderhoudsbeurt in de werkplaats op dit moment vandaag.\n\n## Kop',
        }),
      ),
      /points outside the content folder/,
    ],
    [
      'relative link to a file that is not a page',
      replace(
        'uitleg/werkplaats/apk.md',
        page('uitleg/werkplaats/apk.md', '101', 'APK', {
          body: 'Zie [pdf](./prijslijst.pdf) voor meer uitleg over het verversen van olie bij een onderhoudsbeurt in de werkplaats op dit moment vandaag.\n\n## Kop',
        }),
      ),
      /points at a file that is not a page/,
    ],
    [
      'relative image that does not exist',
      replace(
        'uitleg/werkplaats/apk.md',
        page('uitleg/werkplaats/apk.md', '101', 'APK', {
          body: '![schema](./img/nee.svg) met uitleg over het wisselen van banden bij een onderhoudsbeurt in de werkplaats op dit moment vandaag en morgen.\n\n## Kop',
        }),
      ),
      /^uitleg\/werkplaats\/apk\.md:9: image '\.\/img\/nee\.svg' does not exist \(looked for content\/uitleg\/werkplaats\/img\/nee\.svg\)/,
    ],
    [
      'relative image that is not SVG',
      replace(
        'uitleg/werkplaats/apk.md',
        page('uitleg/werkplaats/apk.md', '101', 'APK', {
          body: '![foto](./foto.png) met uitleg over het wisselen van banden bij een onderhoudsbeurt in de werkplaats op dit moment vandaag en morgen.\n\n## Kop',
        }),
      ),
      /only SVG images are supported/,
    ],
    [
      'aliases not a list of short strings',
      replace('uitleg/werkplaats/apk.md', page('uitleg/werkplaats/apk.md', '101', 'APK', { extra: 'aliases: keuring\n' })),
      /^uitleg\/werkplaats\/apk\.md:7: front matter 'aliases' must be a list of at most 12 non-empty strings/,
    ],
    ['page outside uitleg', [...validTree(), page('elders.md', '400', 'Elders')], /^elders\.md:1: pages live in 'content\/uitleg\/'/],
  ])('%s', (_name, sources, expected) => {
    const errors = errorsOf(sources);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((e) => expected.test(e))).toBe(true);
  });

  it('checks the internal links of site.json too', () => {
    const errors = errorsOf(validTree().filter((f) => f.path !== 'uitleg/basics/helpdesk.md'));
    expect(errors).toEqual([`site.json:${HEADER_LINKS_LINE}: link to '/uitleg/basics/helpdesk/': no such page`]);
  });

  it('refuses SVGs that could run script', () => {
    const errors = errorsOf(validTree(), [{ path: 'x.svg', text: '<svg onload="alert(1)"></svg>' }]);
    expect(errors).toEqual(['images/x.svg:1: SVG contains a forbidden event handler attribute']);
  });

  it('refuses an unsafe SVG kept next to a page, at its own path', () => {
    try {
      buildContent({
        ...input(validTree()),
        pageImages: [{ path: 'uitleg/werkplaats/img/x.svg', text: '<svg><script>alert(1)</script></svg>' }],
      });
      expect.unreachable();
    } catch (error) {
      expect((error as BuildErrors).errors.map((e) => e.message)).toEqual([
        'uitleg/werkplaats/img/x.svg:1: SVG contains a forbidden <script> element',
      ]);
    }
  });

  it('reports every problem at once, sorted by file and line', () => {
    const errors = errorsOf([...validTree(), page('uitleg/werkplaats/olie.md', '101', 'Olie'), page('uitleg/zz/a.md', '500', 'A')]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^uitleg\/werkplaats\/olie\.md/);
    expect(errors[1]).toMatch(/^uitleg\/zz\/a\.md/);
  });
});
