import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeState } from '../../core/escape';

describe('serializeState', () => {
  it.each([
    ['</script><script>alert(1)</script>', '\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e'],
    ['a & b', 'a \\u0026 b'],
    ['<!--', '\\u003c!--'],
    ['line\u2028sep\u2029', 'line\\u2028sep\\u2029'],
  ])('escapes %j', (input, expected) => {
    const out = serializeState({ v: input });
    expect(out).toBe(`{"v":"${expected}"}`);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ v: input });
  });
});

describe('escapeHtml', () => {
  it.each([
    ['<img onerror=x>', '&#60;img onerror=x&#62;'],
    ['"\'&', '&#34;&#39;&#38;'],
    ['gewoon', 'gewoon'],
  ])('%j → %j', (input, expected) => expect(escapeHtml(input)).toBe(expected));
});
