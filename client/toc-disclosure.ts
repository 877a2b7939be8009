/**
 * 'Op deze pagina' is one <details> (TableOfContents.tsx): closed by default, which is right below
 * 1100 px. On wide screens the stylesheet shows its list anyway; this sets it open there too, so
 * assistive technology does not hear "collapsed" for a list on screen. It runs in the navigation
 * chunk, after the first load, and again after each client render (a new page has a new <details>).
 */

/** Wide enough for the TOC column beside the article (the stylesheet's 1100 px breakpoint). */
const WIDE = '(min-width: 1101px)';

/** Opens the TOC on wide screens, now and after each render; closes it when the window narrows. Returns `sync`. */
export function startTocDisclosure(): () => void {
  const wide = matchMedia(WIDE);
  const set = (open: boolean) => document.querySelectorAll<HTMLDetailsElement>('.toc details').forEach((d) => (d.open = open));
  // Never closed on a narrow screen except by the reader: it may have been opened before this ran.
  const sync = () => {
    if (wide.matches) set(true);
  };
  wide.addEventListener('change', () => set(wide.matches));
  sync();
  return sync;
}
