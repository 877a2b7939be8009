/**
 * The trackers of the page for components that record events: a stable ref that Root fills once the
 * navigation chunk has loaded (empty before, and when nothing is configured and the reader refused
 * insights). A ref rather than a forwarding object: it costs the first load nothing.
 */
import { createContext, type RefObject } from 'react';
import type { Analytics } from './analytics';

export const AnalyticsContext = createContext<RefObject<Analytics | null> | null>(null);
