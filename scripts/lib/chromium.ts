import { CHROMIUM, getBrowserPath } from './browsers';

/** The Chromium every browser test and bench launches (scripts/lib/browsers.ts finds or provisions it). */
export const CHROMIUM_PATH = getBrowserPath(CHROMIUM);

/** Flags for a quiet headless run: no sandbox (containers), no GPU, no background traffic or updates. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launch options for Playwright's chromium. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
