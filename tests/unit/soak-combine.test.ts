/** The soak's slices combined into one side: counts added, rates averaged, the worst p99 kept. */
import { describe, expect, it } from 'vitest';
import { combineResults, type SoakResult } from '../soak/soak-run';

const slice = (over: Partial<SoakResult>): SoakResult => ({
  requests: 0,
  rps: 0,
  pageRps: 0,
  events: 0,
  p50: 0,
  p99: 0,
  errors: 0,
  timeouts: 0,
  fiveXX: 0,
  unexpected: 0,
  unexpectedBy: {},
  ...over,
});

describe('combineResults', () => {
  it('adds counts, averages rates and p50, keeps the worst p99 and merges unexpected answers', () => {
    const combined = combineResults([
      slice({
        requests: 100,
        rps: 600,
        pageRps: 500,
        events: 10,
        p50: 10,
        p99: 800,
        errors: 1,
        unexpected: 2,
        unexpectedBy: { '500 /': { count: 2, body: 'a' } },
      }),
      slice({
        requests: 120,
        rps: 700,
        pageRps: 601,
        events: 12,
        p50: 20,
        p99: 900,
        timeouts: 1,
        unexpected: 1,
        unexpectedBy: { '500 /': { count: 1, body: 'b' } },
      }),
    ]);
    expect(combined).toEqual(
      slice({
        requests: 220,
        rps: 650,
        pageRps: 551,
        events: 22,
        p50: 15,
        p99: 900,
        errors: 1,
        timeouts: 1,
        unexpected: 3,
        unexpectedBy: { '500 /': { count: 3, body: 'a' } },
      }),
    );
  });

  it('of no slices is all zeros', () => {
    expect(combineResults([])).toEqual(slice({}));
  });
});
