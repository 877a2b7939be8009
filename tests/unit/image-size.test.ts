/** Content images carry their size, so their box is reserved before the lazy file arrives (CLS 0). */
import { describe, expect, it } from 'vitest';
import { getSvgSize } from '../../scripts/content/image-size';
import { renderMarkdown } from '../../scripts/content/markdown';

describe('getSvgSize', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40"></svg>', { width: 200, height: 40 }],
    ['<svg viewBox="0,0,320.4,90.6"/>', { width: 320, height: 91 }],
    ['<svg width="640" height="360" viewBox="0 0 64 36">', { width: 640, height: 360 }],
    ['<svg width="640px" height="360px">', { width: 640, height: 360 }],
    ['<svg width="400" viewBox="0 0 200 50">', { width: 400, height: 100 }],
    ['<svg height="100" viewBox="0 0 200 50">', { width: 400, height: 100 }],
    ['<svg width="100%" viewBox="0 0 200 50">', { width: 200, height: 50 }],
    ['<?xml version="1.0"?>\n<svg\n  xmlns="http://www.w3.org/2000/svg"\n  viewBox="0 0 10 20"\n>', { width: 10, height: 20 }],
    ['<svg width="100%" height="50%">', null],
    ['<svg>', null],
    ['<svg viewBox="0 0 0 10">', null],
    ['geen svg', null],
  ])('%s', (text, size) => expect(getSvgSize(text)).toEqual(size));
});

describe('images in a page body', () => {
  it('get the width and height of their file, when known', () => {
    const sizes = new Map([['/images/schema.svg', { width: 200, height: 40 }]]);
    const { html } = renderMarkdown('![Schema](/images/schema.svg) ![Ander](/images/onbekend.svg)', 1, undefined, (src) => sizes.get(src));
    expect(html).toContain('<img src="/images/schema.svg" alt="Schema" loading="lazy" decoding="async" width="200" height="40">');
    expect(html).toContain('<img src="/images/onbekend.svg" alt="Ander" loading="lazy" decoding="async">');
  });
});
