/**
 * A page's batch of reader events: collected while the reader is on the page and sent as one request
 * when the page is left or hidden (or when the batch is full), never while the page is working.
 */
import { MAX_EVENTS_PER_BATCH } from './endpoint';
import type { InsightsEvent } from './events';

/** The queue of the current page. */
export interface EventQueue {
  /** Adds an event; sends the batch at once when it is full. */
  push(event: InsightsEvent): void;
  /** Sends what is queued (nothing when empty). */
  flush(): void;
  /** True while `event` is queued and may still be changed (a search's rank opened after it settled). */
  has(event: InsightsEvent): boolean;
}

/**
 * Creates a queue that hands each batch, as the request body, to `send`. `build` is the build of the page
 * (the worker also counts the pages of that build while it is kept, for a reader still on it after a deploy).
 */
export function createEventQueue(send: (body: string) => void, maxEvents = MAX_EVENTS_PER_BATCH, build?: string): EventQueue {
  let events: InsightsEvent[] = [];
  const flush = () => {
    if (events.length === 0) return;
    const batch = events;
    events = [];
    send(JSON.stringify(build ? { build, events: batch } : { events: batch }));
  };
  return {
    push(event) {
      events.push(event);
      if (events.length >= maxEvents) flush();
    },
    flush,
    has: (event) => events.includes(event),
  };
}
