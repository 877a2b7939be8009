import { describe, expect, it, vi } from 'vitest';
import { createEventQueue } from '../../core/insights/event-queue';
import type { InsightsEvent } from '../../core/insights/events';
import { createSearchReporter, type SearchOutcome } from '../../core/insights/search-reporter';

describe('createEventQueue', () => {
  it('sends nothing until flushed, then one request with the batch, then nothing again', () => {
    const send = vi.fn();
    const queue = createEventQueue(send);
    queue.flush();
    queue.push({ type: 'pageview', path: '/' });
    queue.push({ type: 'feedback', path: '/', answer: 'ja' });
    expect(send).not.toHaveBeenCalled();
    queue.flush();
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]![0] as string)).toEqual({
      events: [
        { type: 'pageview', path: '/' },
        { type: 'feedback', path: '/', answer: 'ja' },
      ],
    });
  });

  it('names the build of the page when it is given, so the worker also counts that build’s pages', () => {
    const send = vi.fn();
    const queue = createEventQueue(send, 50, '0123456789ab');
    queue.push({ type: 'pageview', path: '/' });
    queue.flush();
    expect(JSON.parse(send.mock.calls[0]![0] as string)).toEqual({ build: '0123456789ab', events: [{ type: 'pageview', path: '/' }] });
  });

  it('sends a full batch at once', () => {
    const send = vi.fn();
    const queue = createEventQueue(send, 3);
    for (let i = 0; i < 7; i++) queue.push({ type: 'pageview', path: '/' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('an event may change while queued, not after it was sent', () => {
    const send = vi.fn();
    const queue = createEventQueue(send);
    const event: InsightsEvent = { type: 'search', query: 'apk', results: 3 };
    queue.push(event);
    expect(queue.has(event)).toBe(true);
    queue.flush();
    expect(queue.has(event)).toBe(false);
  });
});

/** A reporter with fake timers; `reported` collects outcomes, ranks added later are applied to them. */
function setup() {
  vi.useFakeTimers();
  const reported: SearchOutcome[] = [];
  const reporter = createSearchReporter(
    (outcome) => {
      reported.push(outcome);
      return (rank) => {
        outcome.rank = rank;
      };
    },
    { set: (cb, ms) => setTimeout(cb, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
  );
  return { reporter, reported };
}

describe('createSearchReporter: one event per query', () => {
  it('typing reports only the query the reader paused on, once', () => {
    const { reporter, reported } = setup();
    for (const [i, q] of ['apk', 'apk ', 'apk k', 'apk ke', 'apk keu', 'apk keuring'].entries()) {
      reporter.typed(q, 8 - i);
      vi.advanceTimersByTime(300);
    }
    expect(reported).toEqual([]);
    vi.advanceTimersByTime(1000);
    reporter.typed('apk keuring', 3);
    vi.advanceTimersByTime(5000);
    expect(reported).toEqual([{ query: 'apk keuring', results: 3 }]);
    vi.useRealTimers();
  });

  it('leaving the box makes the query final at once', () => {
    const { reporter, reported } = setup();
    reporter.typed('factuur', 0);
    reporter.left();
    expect(reported).toEqual([{ query: 'factuur', results: 0 }]);
    vi.advanceTimersByTime(2000);
    expect(reported).toHaveLength(1);
    vi.useRealTimers();
  });

  it('opening a result before the pause reports it with its rank', () => {
    const { reporter, reported } = setup();
    reporter.typed('werkorder', 8);
    reporter.opened(2);
    vi.advanceTimersByTime(2000);
    expect(reported).toEqual([{ query: 'werkorder', results: 8, rank: 2 }]);
    vi.useRealTimers();
  });

  it('a click after the box lost focus (or after the pause) adds the rank to the same event', () => {
    const { reporter, reported } = setup();
    reporter.typed('planning', 5);
    reporter.left();
    reporter.opened(4);
    reporter.opened(1);
    expect(reported).toEqual([{ query: 'planning', results: 5, rank: 4 }]);
    vi.useRealTimers();
  });

  it('a term shortened below three characters was not final', () => {
    const { reporter, reported } = setup();
    reporter.typed('apk', 3);
    reporter.cleared();
    vi.advanceTimersByTime(2000);
    expect(reported).toEqual([]);
    vi.useRealTimers();
  });

  it('a new query after a settled one is a new event', () => {
    const { reporter, reported } = setup();
    reporter.typed('apk', 3);
    vi.advanceTimersByTime(1000);
    reporter.typed('apk status', 1);
    vi.advanceTimersByTime(1000);
    expect(reported.map((r) => r.query)).toEqual(['apk', 'apk status']);
    vi.useRealTimers();
  });
});
