/** Lazy-loaded page templates (spec 2): 404, confluence-body, perm-link, wiki-link. */
import type { ComponentType } from 'react';
import type { PageContext, PageData } from '../model/types';

/** Props every template receives. */
export interface TemplateProps {
  data: PageData;
  /** The requested path (the not-found page echoes it). */
  path: string;
}

/** A page template component. */
export type Template = ComponentType<TemplateProps>;

/** Template names of the spec. */
export type TemplateName = '404' | 'confluence-body' | 'perm-link' | 'wiki-link';

/** Which template (the spec's names) renders which kind of page data. */
export function getTemplateName({ template }: PageContext): TemplateName {
  return template === 'not-found' ? '404' : template === 'wiki' ? 'wiki-link' : template === 'link' ? 'perm-link' : 'confluence-body';
}

/** Module loaders: one chunk each in the browser build. */
export const TEMPLATE_MODULES: Record<TemplateName, () => Promise<{ default: Template }>> = {
  '404': () => import('./NotFoundTemplate'),
  'confluence-body': () => import('./DocTemplate'),
  'perm-link': () => import('./LinkTemplate'),
  'wiki-link': () => import('./WikiTemplate'),
};

/** Source file of each template, as Vite's manifest names its chunk. */
export const TEMPLATE_FILES: Record<TemplateName, string> = {
  '404': 'client/templates/NotFoundTemplate.tsx',
  'confluence-body': 'client/templates/DocTemplate.tsx',
  'perm-link': 'client/templates/LinkTemplate.tsx',
  'wiki-link': 'client/templates/WikiTemplate.tsx',
};
