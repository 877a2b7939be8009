/** The soak's slices combined into one side: counts added, rates averaged, the worst p99 kept. */
import { describe, expect, it } from 'vitest';
import { combineResults, EVENT_CLIENTS, EVENTS_PER_CONNECTION, getConnectionAddresses, type SoakResult } from '../../scripts/lib/soak-run';

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

describe('getConnectionAddresses', () => {
  it('gives the 64 connections of the soak 4,096 different client addresses, 64 each, in the 10.x.y.1 form', () => {
    const lists = Array.from({ length: 64 }, (_, n) => getConnectionAddresses(n));
    expect(lists.every((list) => list.length === EVENTS_PER_CONNECTION)).toBe(true);
    expect(new Set(lists.flat()).size).toBe(EVENT_CLIENTS);
    expect(lists.flat().every((address) => /^10\.(\d{1,3})\.(\d{1,3})\.1$/.test(address))).toBe(true);
    expect(lists[0]!.slice(0, 2)).toEqual(['10.0.0.1', '10.0.1.1']);
    expect(lists[63]!.at(-1)).toBe('10.15.255.1');
  });

  it('starts over after the 64th connection instead of inventing addresses', () => {
    expect(getConnectionAddresses(64)).toEqual(getConnectionAddresses(0));
  });
});
