import { describe, expect, it } from 'vitest';
import { decodeTinyLink, encodeTinyLink } from '../../core/tiny-link';

describe('Confluence tiny links', () => {
  it.each([
    ['2947874874', 'OgC1rw'],
    ['2064466', 'UoAf'],
    ['1', 'AQ'],
    ['65536', 'AAAB'],
    ['0', ''],
  ])('page %s ↔ %s', (id, tiny) => {
    expect(encodeTinyLink(id)).toBe(tiny);
    if (tiny !== '') expect(decodeTinyLink(tiny)).toBe(id);
  });

  it.each(['abc', '-1', '1.5', '99999999999999999999999'])('refuses id %s', (id) => {
    expect(() => encodeTinyLink(id)).toThrow();
  });

  it.each(['', 'a/b', 'AAAAAAAAAAAA', '<x>'])('decode refuses %j', (tiny) => {
    expect(decodeTinyLink(tiny)).toBeNull();
  });

  it('round-trips many ids, including ones with "-" and "_" in their encoding', () => {
    for (let i = 0; i < 2000; i++) {
      const id = String(2_000_000 + i * 1_234_567);
      expect(decodeTinyLink(encodeTinyLink(id))).toBe(id);
    }
  });
});
