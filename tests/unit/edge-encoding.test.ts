/** The local front's content coding, as Cloudflare's edge (and Miniflare's entry worker) choose it. */
import { describe, expect, it } from 'vitest';
import { parseAcceptEncoding } from '../../core/accept-encoding';
import { chooseEdgeEncoding } from '../../scripts/lib/edge-encoding';

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json';
const PNG = 'image/png';

describe('chooseEdgeEncoding', () => {
  it.each([
    [
      'a browser gets HTML in the coding it names first',
      'gzip, deflate, br, zstd',
      HTML,
      undefined,
      { action: 'compress', coding: 'gzip' },
    ],
    ['brotli when it comes first', 'br, gzip', HTML, undefined, { action: 'compress', coding: 'br' }],
    ['weights decide over order', 'gzip;q=0.5, br', JSON_TYPE, undefined, { action: 'compress', coding: 'br' }],
    ['a gzip-stored search chunk passes to a client that takes gzip', 'gzip, br', JSON_TYPE, 'gzip', { action: 'pass' }],
    ['and is decompressed for one that takes only identity', 'identity', JSON_TYPE, 'gzip', { action: 'decompress' }],
    ['or recoded for one that takes only brotli', 'br', JSON_TYPE, 'gzip', { action: 'decompress', then: 'br' }],
    ['no Accept-Encoding at all: as it is (load generators, curl)', undefined, HTML, undefined, { action: 'pass' }],
    ['an empty header: as it is', '', HTML, undefined, { action: 'pass' }],
    ['images that are compressed already are left alone', 'gzip, br', PNG, undefined, { action: 'pass' }],
    ['a coding the edge does not know is left alone', 'gzip', JSON_TYPE, 'zstd', { action: 'pass' }],
    ['an unknown coding only: as it is', 'compress', HTML, undefined, { action: 'pass' }],
    ['identity refused and nothing else offered: the body as it is, not a 415', 'identity;q=0, *;q=0', HTML, undefined, { action: 'pass' }],
    ['identity;q=0 alone: the body as it is', 'identity;q=0', HTML, undefined, { action: 'pass' }],
    [
      'identity;q=0 on a stored gzip chunk: decompressed, the client took no gzip',
      'identity;q=0',
      JSON_TYPE,
      'gzip',
      { action: 'decompress' },
    ],
    ['identity;q=0 with gzip offered: gzip', 'identity;q=0, gzip', HTML, undefined, { action: 'compress', coding: 'gzip' }],
    ['gzip refused, identity preferred: as it is', 'gzip;q=0, identity', HTML, undefined, { action: 'pass' }],
  ] as const)('%s', (_name, acceptEncoding, contentType, contentEncoding, expected) => {
    expect(chooseEdgeEncoding({ acceptEncoding, contentType, contentEncoding })).toEqual(expected);
  });
});

describe('parseAcceptEncoding', () => {
  it.each([
    [
      'gzip, br',
      [
        { coding: 'gzip', weight: 1 },
        { coding: 'br', weight: 1 },
      ],
    ],
    [
      'br;q=0.2, GZIP;q=0.8',
      [
        { coding: 'gzip', weight: 0.8 },
        { coding: 'br', weight: 0.2 },
      ],
    ],
    [
      'gzip;q=2, , br;q=x',
      [
        { coding: 'gzip', weight: 1 },
        { coding: 'br', weight: 0 },
      ],
    ],
  ])('%s', (header, expected) => {
    expect(parseAcceptEncoding(header)).toEqual(expected);
  });
});
