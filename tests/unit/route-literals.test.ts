/**
 * The route table is the one place URLs are written: each URL prefix may appear as a literal (outside
 * comments) in at most two production files, so a new route or a renamed prefix is one edit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PRODUCTION_DIRS = ['core', 'client', 'worker', 'scripts'];
const PREFIXES = [
  '/wiki/x',
  '/flexsearch',
  '/nav/',
  '/assets/data',
  '/link/',
  '/images/',
  '/sitemap.xml',
  '/openapi.json',
  '/robots.txt',
  '/api/events',
  '/shell/',
];

/** Source text without block and line comments (a '//' inside a string such as 'https://' is kept). */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const files = PRODUCTION_DIRS.flatMap((dir) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.')).map((f) => join(dir, f)),
);
const sources = new Map(files.map((file) => [file, stripComments(readFileSync(file, 'utf8'))]));

describe('URL literals', () => {
  it('comments are left out, strings are not', () => {
    expect(stripComments("/** see /nav/x */\nconst a = '/nav/'; // the /link/ family\nconst u = 'https://x/';")).toBe(
      "\nconst a = '/nav/'; \nconst u = 'https://x/';",
    );
  });

  it.each(PREFIXES)('%s is written in at most two production files', (prefix) => {
    const holders = [...sources].filter(([, text]) => text.includes(prefix)).map(([file]) => file);
    expect(holders.length, holders.join(', ')).toBeLessThanOrEqual(2);
  });
});
