/** Lazy-loaded page templates (404, confluence-body, perm-link, wiki-link): one chunk each in the browser build. */
import type { ComponentType } from 'react';
import type { TemplateName } from '../../core/template-names';
import type { PageData } from '../../core/types';

export { getTemplateName, type TemplateName } from '../../core/template-names';

/** Props every template receives. */
export interface TemplateProps {
  data: PageData;
  /** The requested path (the not-found page echoes it). */
  path: string;
}

/** A page template component. */
export type Template = ComponentType<TemplateProps>;

/** Module loaders: one chunk each in the browser build. */
export const TEMPLATE_MODULES: Record<TemplateName, () => Promise<{ default: Template }>> = {
  '404': () => import('./NotFoundTemplate'),
  'confluence-body': () => import('./DocTemplate'),
  'perm-link': () => import('./LinkTemplate'),
  'wiki-link': () => import('./WikiTemplate'),
};
