/**
 * The one inline script that executes: it starts the client modules only after the first contentful
 * paint. The page is complete HTML with its styles inline, so the article never waits for JavaScript;
 * the modules (React, the app, the page's template) then hydrate it. Fetching them during parsing
 * made them compete with the HTML's own images for the connection, and made the first paint depend
 * on them whenever they arrived before it. Its text is fixed per build, so the CSP allows it by hash
 * (computed at build time); the module URLs travel in its `data-modules` attribute, which the hash
 * does not cover and which React escapes like any other attribute.
 *
 * A hidden tab (opened in the background, prerendered) has no paint to wait for and starts at once;
 * a browser without paint timing starts after the first animation frame.
 */
export const BOOT_LOADER_SOURCE = [
  '(function(s){',
  'var started=false;',
  // A module load cancelled because the reader left the page is not an error (Firefox rejects it with no
  // reason as the next navigation begins): reported a moment later, which a page that was left never reaches (client/page-leave.ts).
  'function go(){if(started)return;started=true;',
  "(s.getAttribute('data-modules')||'').split(' ').forEach(function(m){if(m)import(m).catch(function(e){setTimeout(function(){console.error(e)},3000)})})}",
  'function later(){setTimeout(go,0)}',
  "if(document.visibilityState==='hidden')return go();",
  'try{',
  "if(!PerformanceObserver.supportedEntryTypes||PerformanceObserver.supportedEntryTypes.indexOf('paint')===-1)throw 0;",
  "new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true})",
  '}catch(e){requestAnimationFrame(later)}',
  '})(document.currentScript)',
].join('');

/** The `data-modules` value: the entry, the chunks it imports and the page's template chunk. */
export function getBootModules(script: string, preload: string[], templateChunk?: string): string {
  return [script, ...preload, ...(templateChunk ? [templateChunk] : [])].filter(Boolean).join(' ');
}

/**
 * The client modules a page's HTML starts, read back from the boot loader's `data-modules` attribute
 * (entry first): for tools that load what a browser would, such as the soak test and the byte budgets.
 */
export function readBootModules(html: string): string[] {
  const value = /<script data-modules="([^"]*)"/.exec(html)?.[1] ?? '';
  return value
    .split(' ')
    .filter(Boolean)
    .map((m) => m.replaceAll('&amp;', '&'));
}
