/** The events rate limit's allowance: how many binding calls each request of a client needs. */
import { describe, expect, it } from 'vitest';
import { createLimitAllowance } from '../../worker/insights/limit-allowance';

const options = { allowance: 3, periodMs: 10_000, maxKeys: 3 };

/** Binding calls for a sequence of [key, ms] requests on one allowance. */
function calls(requests: [string, number][], settings = options): number[] {
  const allowance = createLimitAllowance(settings);
  return requests.map(([key, now]) => allowance.take(key, now));
}

describe('createLimitAllowance', () => {
  it.each([
    [
      'a reader within the allowance never asks the binding',
      [
        ['a', 0],
        ['a', 1],
        ['a', 2],
      ],
      [0, 0, 0],
    ],
    [
      'past it, the skipped calls are owed once, then one per request',
      [
        ['a', 0],
        ['a', 1],
        ['a', 2],
        ['a', 3],
        ['a', 4],
      ],
      [0, 0, 0, 4, 1],
    ],
    [
      'clients are counted apart',
      [
        ['a', 0],
        ['b', 1],
        ['a', 2],
        ['b', 3],
      ],
      [0, 0, 0, 0],
    ],
    [
      'a new window starts over',
      [
        ['a', 0],
        ['a', 1],
        ['a', 2],
        ['a', 9_999],
        ['a', 10_000],
      ],
      [0, 0, 0, 4, 0],
    ],
    [
      'past maxKeys a new client goes to the binding at once',
      [
        ['a', 0],
        ['b', 0],
        ['c', 0],
        ['d', 0],
        ['a', 1],
      ],
      [0, 0, 0, 1, 0],
    ],
  ] as [string, [string, number][], number[]][])('%s', (_name, requests, expected) => {
    expect(calls(requests)).toEqual(expected);
  });

  it('a client sending 31 in one window is asked for exactly 31 binding calls, so a limit of 30 holds', () => {
    const sequence = calls(Array.from({ length: 31 }, (_, i) => ['x', i] as [string, number]));
    const cumulative = sequence.map((_, i) => sequence.slice(0, i + 1).reduce((a, b) => a + b, 0));
    expect(cumulative.at(-1)).toBe(31);
    // From the handoff on, the binding has counted every request so far.
    expect(cumulative.slice(3)).toEqual(Array.from({ length: 28 }, (_, i) => i + 4));
  });
});
