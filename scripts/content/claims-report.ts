/**
 * Stage 2 (2-assemble.ts): each page's claims, owner and confirmation dates, and the glossary's names,
 * become the claims report the build stores (core/schema/claims-report.ts; docs/writing.md).
 */
import { getPathOfSlug } from '../../core/paths';
import type { ClaimsReport, PageClaims } from '../../core/schema/claims-report';
import type { VerificationSettings } from '../../core/schema/site-config';
import { addMonths } from '../../core/verification';
import type { ValidatedPage } from './1-validate';
import { GLOSSARY_FILE, type Glossary } from './glossary';
import { NOT_FOUND_SLUG } from './tree';

/** What a page or the glossary says about its own verification. */
interface VerificationFields {
  owner?: string;
  confirmed?: string;
  confirmEveryMonths?: number;
}

/** The report entry of one source, its fields completed with the site's defaults, keys in one order. */
function getEntry(
  where: Pick<PageClaims, 'path' | 'title' | 'file' | 'claims'>,
  own: VerificationFields,
  settings: VerificationSettings,
): PageClaims {
  const every = own.confirmEveryMonths ?? settings.confirmEveryMonths;
  return {
    path: where.path,
    title: where.title,
    file: where.file,
    owner: own.owner ?? settings.owner,
    ...(own.confirmed ? { confirmed: own.confirmed } : {}),
    confirmEveryMonths: every,
    ...(own.confirmed ? { due: addMonths(own.confirmed, every) } : {}),
    claims: where.claims,
  };
}

/**
 * The build's claims report: every page but the not-found page (by path), then the glossary, whose
 * names are all open claims until its own `confirmed` date.
 */
export function getClaimsReport(pages: ValidatedPage[], glossary: Glossary | null, settings: VerificationSettings): ClaimsReport {
  const entries = pages
    .filter((page) => page.slug !== NOT_FOUND_SLUG)
    .map((page) => {
      const { meta, file } = page.source;
      return getEntry({ path: getPathOfSlug(page.slug), title: meta.title, file, claims: page.body.claims }, meta, settings);
    })
    .sort((a, b) => (a.path! < b.path! ? -1 : 1));
  if (glossary) {
    const claims = glossary.confirmed ? [] : glossary.names;
    entries.push(getEntry({ path: null, title: 'Woordenlijst', file: GLOSSARY_FILE, claims }, glossary, settings));
  }
  return { pages: entries, requireConfirmed: settings.requireConfirmed };
}
