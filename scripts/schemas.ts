/** `npm run schemas`: writes the editors' JSON Schemas (scripts/content/json-schemas.ts); `--check` only compares. */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { formatSchema, getEditorSchemas } from './content/json-schemas';
import { exitWithHelpIfAsked } from './lib/help';

exitWithHelpIfAsked(import.meta.url);

/** Whether two JSON texts hold the same value (key order included, as the generator writes it). */
function isSameJson(a: string, b: string): boolean {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
let stale = 0;
for (const [path, schema] of Object.entries(getEditorSchemas())) {
  const text = formatSchema(schema);
  const current = await readFile(join(root, path), 'utf8').catch(() => null);
  // Equal as JSON is up to date, however a formatter laid the file out.
  if (current !== null && isSameJson(current, text)) continue;
  if (check) {
    console.error(`${path} is out of date: run npm run schemas`);
    stale++;
  } else {
    await writeFile(join(root, path), text);
    console.log(`wrote ${path}`);
  }
}
process.exitCode = stale > 0 ? 1 : 0;
