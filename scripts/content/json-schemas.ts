/**
 * JSON Schemas for editors, generated from the shared valibot schemas (core/schema/):
 * schemas/site.schema.json (VS Code maps it to content/site.json, .vscode/settings.json) and
 * schemas/front-matter.schema.json. `npm run schemas` writes them; a unit test keeps them up to date.
 */
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import { FrontMatterSchema } from '../../core/schema/front-matter';
import { SiteJsonSchema } from '../../core/schema/site-config';

/**
 * Draft-07: what VS Code's JSON language service and the YAML language server support fully. `trim`
 * and `transform` only normalise what the writer typed, so the schema describes the text as written.
 */
const CONFIG: ConversionConfig = { target: 'draft-07', errorMode: 'throw', ignoreActions: ['trim', 'transform'] };

/** The generated files, by path relative to the repository root. */
export function getEditorSchemas(): Record<string, object> {
  return {
    'schemas/site.schema.json': withHeader(
      toJsonSchema(SiteJsonSchema, CONFIG),
      'content/site.json',
      'Settings of the help centre; every field is optional (defaults in content/README.md). ' +
        'Generated from core/schema/site-config.ts by npm run schemas.',
    ),
    'schemas/front-matter.schema.json': withHeader(
      toJsonSchema(FrontMatterSchema, CONFIG),
      'Front matter of a content page',
      'The YAML between the --- lines at the top of content/**/*.md. ' + 'Generated from core/schema/front-matter.ts by npm run schemas.',
    ),
  };
}

/** The dialect, title and description first, so the file reads from the top. */
function withHeader(schema: object, title: string, description: string): object {
  const { $schema, ...rest } = schema as { $schema?: string };
  return { $schema, title, description, ...rest };
}

/** A schema file's text: two-space JSON with a final newline. */
export function formatSchema(schema: object): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
