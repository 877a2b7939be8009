/**
 * The page templates by name, and which kind of page data each renders: shared by the browser (which
 * loads a template's chunk), the worker's server render and the content build (which names each
 * template's chunk in the shell).
 */
import type { PageContext } from './types';

/** Template names: 404, confluence-body, perm-link, wiki-link. */
export type TemplateName = '404' | 'confluence-body' | 'perm-link' | 'wiki-link';

/** Which template renders which kind of page data. */
export function getTemplateName({ template }: PageContext): TemplateName {
  return template === 'not-found' ? '404' : template === 'wiki' ? 'wiki-link' : template === 'link' ? 'perm-link' : 'confluence-body';
}

/** Source file of each template, as Vite's manifest names its chunk. */
export const TEMPLATE_FILES: Record<TemplateName, string> = {
  '404': 'client/templates/NotFoundTemplate.tsx',
  'confluence-body': 'client/templates/DocTemplate.tsx',
  'perm-link': 'client/templates/LinkTemplate.tsx',
  'wiki-link': 'client/templates/WikiTemplate.tsx',
};
