import { describe, expect, it } from 'vitest';
import { getLinkDecision, type LinkClick } from '../../client/router/link-catching';

const here = { origin: 'https://uitleg.autoflex.nl', pathname: '/uitleg/', search: '' };
const click = (over: Partial<LinkClick>): LinkClick => ({
  href: '/uitleg/werkplaats/',
  target: null,
  download: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...over,
});

describe('link catching', () => {
  it.each<[string, Partial<LinkClick>, string]>([
    ['same-host page', {}, 'router'],
    ['absolute same-host URL', { href: 'https://uitleg.autoflex.nl/uitleg/facturen/' }, 'router'],
    ['other host', { href: 'https://www.rdw.nl/' }, 'new-tab'],
    ['other host with its own target', { href: 'https://www.rdw.nl/', target: '_blank' }, 'browser'],
    ['mailto', { href: 'mailto:info@example.nl' }, 'browser'],
    ['tel', { href: 'tel:+31201234567' }, 'browser'],
    ['ctrl-click', { ctrlKey: true }, 'browser'],
    ['cmd-click', { metaKey: true }, 'browser'],
    ['shift-click', { shiftKey: true }, 'browser'],
    ['alt-click', { altKey: true }, 'browser'],
    ['middle button', { button: 1 }, 'browser'],
    ['target _blank', { target: '_blank' }, 'browser'],
    ['target _self', { target: '_self' }, 'router'],
    ['download', { download: true }, 'browser'],
    ['file extension', { href: '/handleiding.pdf' }, 'browser'],
    ['hash on the same page', { href: '/uitleg/#kop' }, 'router'],
    ['already handled', { defaultPrevented: true }, 'browser'],
  ])('%s → %s', (_name, over, decision) => {
    expect(getLinkDecision(click(over), here)).toBe(decision);
  });
});
