import { describe, expect, it } from 'vitest';
import { BuildError, BuildErrors } from '../../scripts/content/build-error';
import { buildContent } from '../../scripts/content/pipeline';
import { lookUpSiteValue, readSiteValues, substituteSiteValues } from '../../scripts/content/site-values';
import { input, page, SITE_JSON, validTree } from './build-fixtures';

const values = {
  contact: { phone: 'zie je contract', hours: 'ma–vr' },
  videos: { intro: 'https://example.com/v/1' },
  version: 7,
  list: ['a'],
  empty: '',
};

describe('site values in page bodies', () => {
  it('replaces tokens with site.json text, also inside link targets and with spaces in the braces', () => {
    const errors: BuildError[] = [];
    const body = 'Bel {{site.contact.phone}} ({{ site.contact.hours }}).\n[Video]({{site.videos.intro}}) v{{site.version}}';
    expect(substituteSiteValues(body, 'a.md', 8, values, errors)).toBe('Bel zie je contract (ma–vr).\n[Video](https://example.com/v/1) v7');
    expect(errors).toEqual([]);
  });

  it('reports an unknown, empty or non-text value as file:line of the token', () => {
    const errors: BuildError[] = [];
    substituteSiteValues(
      'Eerste regel.\n\nBel {{site.contact.fax}} of {{site.list}} of {{site.empty}}.',
      'uitleg/basics/helpdesk.md',
      10,
      values,
      errors,
    );
    expect(errors.map((e) => e.message)).toEqual([
      "uitleg/basics/helpdesk.md:12: unknown site value '{{site.contact.fax}}': add 'contact.fax' to site.json as text",
      "uitleg/basics/helpdesk.md:12: unknown site value '{{site.list}}': add 'list' to site.json as text",
      "uitleg/basics/helpdesk.md:12: unknown site value '{{site.empty}}': add 'empty' to site.json as text",
    ]);
  });

  it('does not follow inherited properties', () => {
    expect(lookUpSiteValue(values, 'contact.toString')).toBeNull();
    expect(lookUpSiteValue(values, 'contact.phone.length')).toBeNull();
  });

  it('reads only a JSON object', () => {
    expect(readSiteValues('[1]')).toBeNull();
    expect(readSiteValues('{')).toBeNull();
    expect(readSiteValues('{"a":"b"}')).toEqual({ a: 'b' });
  });

  it('is wired into the build: the value lands in the HTML, an unknown token fails the build', () => {
    const withToken = (body: string) =>
      validTree().map((f) => (f.path === 'uitleg/basics/helpdesk.md' ? page(f.path, '202', 'Helpdesk', { body }) : f));
    const ok = buildContent(
      input(
        withToken('Ons product heet {{site.productName}} en je bereikt de helpdesk via de knop in de kop van elke pagina hier.\n\n## Kop'),
      ),
    );
    expect(ok.pages.find((p) => p.data.page.slug === '/uitleg/basics/helpdesk')!.data.page.html).toContain(
      `Ons product heet ${JSON.parse(SITE_JSON).productName} en`,
    );
    // Line 9: six front-matter lines, the closing ---, a blank line, then the body.
    let failure: unknown;
    try {
      buildContent(
        input(
          withToken('Bel {{site.nergens}} en je bereikt de helpdesk via de knop in de kop van elke pagina hier, elke werkdag.\n\n## Kop'),
        ),
      );
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(BuildErrors);
    expect((failure as BuildErrors).errors.map((e) => e.message)).toEqual([
      "uitleg/basics/helpdesk.md:9: unknown site value '{{site.nergens}}': add 'nergens' to site.json as text",
    ]);
  });
});
