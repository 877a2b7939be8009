/** The analytics of the page for components that record events (null when not configured). */
import { createContext } from 'react';
import type { Analytics } from './analytics';

export const AnalyticsContext = createContext<Analytics | null>(null);
