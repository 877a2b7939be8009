/** The `_headers` file of Workers Static Assets: every matching rule applies, so no header may be named twice for one path. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Rule {
  pattern: RegExp;
  /** Lowercase header names, in order. */
  headers: string[];
  /** Header values by lowercase name. */
  values: Record<string, string>;
}

/** Parses `_headers`: an unindented line is a path pattern ('*' matches anything), indented lines are `Name: value`. */
function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [], values: {} });
    } else {
      const [name = '', ...value] = line.trim().split(':');
      rules.at(-1)!.headers.push(name.toLowerCase());
      rules.at(-1)!.values[name.toLowerCase()] = value.join(':').trim();
    }
  }
  return rules;
}

const rules = parseHeadersFile(readFileSync('client/public/_headers', 'utf8'));

describe('client/public/_headers', () => {
  it('the parser sees both rules and their headers', () => {
    expect(rules.length).toBeGreaterThanOrEqual(2);
    expect(rules.flatMap((r) => r.headers)).toContain('strict-transport-security');
  });

  it.each(['/assets/js/entry-abc123.js', '/favicon-32x32.png', '/error.css', '/logo.svg'])(
    '%s gets each header from one rule only',
    (path) => {
      const names = rules.filter((r) => r.pattern.test(path)).flatMap((r) => r.headers);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
      expect(names).toContain('x-content-type-options');
    },
  );

  it('hashed scripts are cached for a year as immutable; other files are not', () => {
    const cacheControl = (path: string) =>
      rules
        .filter((r) => r.pattern.test(path))
        .map((r) => r.values['cache-control'])
        .filter(Boolean);
    expect(cacheControl('/assets/js/entry-abc123.js')).toEqual(['public, max-age=31536000, immutable']);
    expect(cacheControl('/favicon-32x32.png')).toEqual([]);
  });

  it("Vite's manifest (it lists source paths) is not served", () => {
    expect(readFileSync('client/public/.assetsignore', 'utf8').split('\n')).toContain('.vite');
  });
});
