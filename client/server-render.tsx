/**
 * The worker's one entry into the client: the document of a page with its template, rendered on the
 * server. It holds no router: the templates are imported here directly (the worker bundles them all),
 * and navigation exists only once the browser has hydrated.
 */
import type { ReactElement } from 'react';
import type { ClientAssets } from '../core/types';
import { getTemplateName, type TemplateName } from '../core/template-names';
import type { AppState } from './app-state';
import { Document } from './Document';
import DocTemplate from './templates/DocTemplate';
import LinkTemplate from './templates/LinkTemplate';
import NotFoundTemplate from './templates/NotFoundTemplate';
import type { Template } from './templates/registry';
import WikiTemplate from './templates/WikiTemplate';

export type { AppState } from './app-state';

const TEMPLATES: Record<TemplateName, Template> = {
  '404': NotFoundTemplate,
  'confluence-body': DocTemplate,
  'perm-link': LinkTemplate,
  'wiki-link': WikiTemplate,
};

/** Options of one document render. */
export interface DocumentRender {
  state: AppState;
  assets: ClientAssets;
  /** Vite's dev server serves the client: the React refresh preamble goes in. */
  dev?: boolean;
  /** Highlight claims to confirm (npm run dev, preview deploys). */
  showClaims?: boolean;
}

/** The page's document, to stream: its template is the one its page data names. */
export function renderDocument({ state, assets, dev, showClaims }: DocumentRender): ReactElement {
  const name = getTemplateName(state.data.context);
  return (
    <Document
      state={state}
      Template={TEMPLATES[name]}
      templateChunk={assets.templates[name]}
      assets={assets}
      devPreamble={dev}
      showClaims={showClaims}
    />
  );
}
