/** The encoders of the fields whose text the first search chunk carries (page-table.ts); FlexSearch-free, so the browser's engine uses them too. */
import { encodeDutch } from './dutch';

/** Slugs are searched by their words: '/uitleg/werkplaats/apk-raadplegen' → 'werkplaats apk raadplegen'. */
export const encodeSlug = (slug: string, encode = encodeDutch) => encode(slug.replace(/^\/uitleg/, '').replace(/[/-]/g, ' '));
/** Labels are stored JSON-encoded; index their words. */
export const encodeLabels = (labels: string, encode = encodeDutch) => encode(labels.replace(/[[\]",]/g, ' '));
