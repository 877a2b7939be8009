/** The state the server embeds and the browser hydrates from. */
import type { NavItem, PageData, SiteConfig } from '../core/types';

/** Id of the `<script type="application/json">` element holding the state. */
export const STATE_ELEMENT_ID = '__HELP_STATE__';
/** Id of the element the app renders into. */
export const APP_ELEMENT_ID = 'app';
/** Set on <html> (value 'ready') once client navigation runs; until then links are plain page loads. Tests and tools wait for it. */
export const ROUTER_READY_ATTRIBUTE = 'data-router';

/** Everything the first render needs; the first client render equals the server render. */
export interface AppState {
  /** Page data of the current route. */
  data: PageData;
  /** Nav tree pruned to the branches open for this path. */
  nav: NavItem;
  /** Site configuration. */
  site: SiteConfig;
  /** Current path (with trailing slash). */
  path: string;
}

/** The page title: page name, ' - ', documentation name (spec 1). */
export function getDocumentTitle(state: Pick<AppState, 'data' | 'site'>): string {
  return `${state.data.page.title} - ${state.site.documentationName}`;
}
