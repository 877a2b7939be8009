/** Which clicks the router handles (spec 2, Routing behaviour; DESIGN.md, link catching). */
import { isFilePath } from '../../core/paths';

/** The parts of a click and its anchor the decision needs. */
export interface LinkClick {
  /** Resolved href of the anchor. */
  href: string;
  /** target attribute, if any. */
  target: string | null;
  /** Whether the anchor has a download attribute. */
  download: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** What to do with a click. */
export type LinkDecision = 'router' | 'browser' | 'new-tab';

/** Decides: same-host page links (and hashes on this page) go to the router; other hosts open in a new tab; the rest is the browser's. */
export function getLinkDecision(click: LinkClick, location: { origin: string; pathname: string; search: string }): LinkDecision {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return 'browser';
  if (click.download) return 'browser';
  let url: URL;
  try {
    url = new URL(click.href, location.origin);
  } catch {
    return 'browser';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'browser';
  if (url.origin !== location.origin) return click.target ? 'browser' : 'new-tab';
  if (click.target && click.target !== '_self') return 'browser';
  if (isFilePath(url.pathname)) return 'browser';
  // A hash on the same page is the router's too: it saves the scroll position, pushes the entry and scrolls.
  return 'router';
}
