import { describe, expect, it } from 'vitest';
import { getDiagramSize, getSvgMetrics, MIN_DIAGRAM_TEXT_PX } from '../../scripts/content/svg';

describe('diagram size (issue 25: readable text on a phone)', () => {
  it('reads the viewBox and the smallest font-size from attributes and styles', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 160" font-size="13"><text font-size="11">a</text><text style="font-size: 9.5px">b</text></svg>';
    expect(getSvgMetrics(svg)).toEqual({ viewBoxWidth: 640, viewBoxHeight: 160, minFontSize: 9.5 });
    expect(getSvgMetrics('<svg viewBox="0,0,100,50"><text>a</text></svg>')).toEqual({
      viewBoxWidth: 100,
      viewBoxHeight: 50,
      minFontSize: 16,
    });
    expect(getSvgMetrics('<svg width="10" height="10"></svg>')).toBeNull();
  });

  it('draws a diagram at one unit per pixel, or wider when its smallest text would be under 11 px', () => {
    expect(getDiagramSize({ viewBoxWidth: 640, viewBoxHeight: 160, minFontSize: 13 })).toEqual({ width: 640, height: 160 });
    const small = getDiagramSize({ viewBoxWidth: 600, viewBoxHeight: 200, minFontSize: 10 });
    expect(small).toEqual({ width: 660, height: 220 });
    expect((10 * small.width) / 600).toBeGreaterThanOrEqual(MIN_DIAGRAM_TEXT_PX);
  });
});
