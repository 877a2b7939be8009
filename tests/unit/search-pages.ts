/** Small search trees for engine tests: a page from a title and body, and the titles a term finds with every part loaded. */
import type { SearchSource } from '../../core/search/search-document';
import { createSearchEngine } from '../../client/search/search-engine';
import { exportSearchIndex } from '../../scripts/content/search-index';

let nextId = 4_000_000;

/** A page of the test tree; its slug comes from its title. */
export const searchPage = (title: string, body: string, more: Partial<SearchSource> = {}): SearchSource => ({
  id: String(nextId++),
  title,
  slug: `/uitleg/test/${title.toLowerCase().replace(/\W+/g, '-')}`,
  description: '',
  labels: '[]',
  body,
  path: 'Test',
  aliases: '',
  headings: '',
  ...more,
});

/** The titles of the results for a term, best first. */
export function titlesOf(pages: SearchSource[], term: string): string[] {
  const { index, docs } = exportSearchIndex(pages);
  return (createSearchEngine([...index, ...docs]).search(term) ?? []).map((h) => h.title);
}
