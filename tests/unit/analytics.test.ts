import { describe, expect, it } from 'vitest';
import { createAnalytics, createPageViewFilter } from '../../client/analytics';

describe('analytics', () => {
  it('does nothing at all without an id', () => {
    const calls: unknown[] = [];
    expect(createAnalytics(null, { gtag: (...a) => calls.push(a), loadScript: (u) => calls.push(u) })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('loads the provider script and disables automatic page views when configured', () => {
    const calls: unknown[][] = [];
    const scripts: string[] = [];
    createAnalytics('G-TEST', { gtag: (...a) => calls.push(a), loadScript: (u) => scripts.push(u) });
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST']);
    expect(calls).toContainEqual(['config', 'G-TEST', { send_page_view: false }]);
  });

  it('sends page views on route changes, skipping unchanged paths, and search events', () => {
    const events: unknown[][] = [];
    const analytics = createAnalytics('G-TEST', { gtag: (...a) => events.push(a), loadScript: () => undefined })!;
    analytics.pageView('/uitleg/');
    analytics.pageView('/uitleg/');
    analytics.pageView('/uitleg/werkplaats/');
    analytics.search('apk');
    expect(events.filter((e) => e[0] === 'event')).toEqual([
      ['event', 'page_view', { page_path: '/uitleg/' }],
      ['event', 'page_view', { page_path: '/uitleg/werkplaats/' }],
      ['event', 'search', { search_term: 'apk' }],
    ]);
  });

  it.each([
    [
      ['/a/', '/a/', '/b/', '/a/'],
      ['/a/', '/b/', '/a/'],
    ],
    [['/x/'], ['/x/']],
  ])('page-view filter %j → %j', (paths, sent) => {
    const out: string[] = [];
    const track = createPageViewFilter((p) => out.push(p));
    paths.forEach((p) => track(p));
    expect(out).toEqual(sent);
  });
});
