/** `npm run schemas`: writes the editors' JSON Schemas (scripts/content/json-schemas.ts); `--check` only compares. */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { formatSchema, getEditorSchemas } from './content/json-schemas';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
let stale = 0;
for (const [path, schema] of Object.entries(getEditorSchemas())) {
  const text = formatSchema(schema);
  const current = await readFile(join(root, path), 'utf8').catch(() => null);
  if (current === text) continue;
  if (check) {
    console.error(`${path} is out of date: run npm run schemas`);
    stale++;
  } else {
    await writeFile(join(root, path), text);
    console.log(`wrote ${path}`);
  }
}
process.exitCode = stale > 0 ? 1 : 0;
