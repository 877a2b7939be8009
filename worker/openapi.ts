/** OpenAPI 3.1 description of every public JSON route, served by the `openapi` route of the table (docs/api.md explains it). */
import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import { type Route, type RouteName, type RouteParam, ROUTE_PARAMS, ROUTES, type SchemaRouteName } from '../core/route-table';
import { EVENTS_PATH, EventBatchSchema, MAX_EVENTS_BODY_BYTES } from '../core/insights/events';
import { CACHE_CONTROL } from './cache-policy';
import {
  CrumbSchema,
  DocPageSchema,
  NavItemSchema,
  PageContextSchema,
  PageDataSchema,
  PageLinkSchema,
  TocAnchorSchema,
} from '../core/schema/page-data';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const str = { type: 'string' } as const;

const headers = {
  ETag: {
    description: 'Weak validator (`W/"…"`) from the build, one for every encoding of the body; send it back as If-None-Match for a 304.',
    schema: str,
  },
  'X-Build-Hash': {
    description: 'BUILD_ID of the build that answered; equals the `hash` of page data.',
    schema: { type: 'string', pattern: '^[0-9a-f]{12}$' },
  },
  'Access-Control-Allow-Origin': { description: 'Always `*`: the JSON files are public.', schema: { const: '*' } },
  'Cache-Control': { description: 'Revalidate for stable URLs, immutable for build-stamped ones.', schema: str },
};

const json = (schema: object, description: string) => ({ description, headers, content: { 'application/json': { schema } } });
const errors = {
  '304': { description: 'Not modified (If-None-Match matched).', headers },
  '400': json(ref('Error'), 'Malformed path (`bad_request`).'),
  '404': json(ref('Error'), 'Nothing at this path (`not_found`); every miss on a JSON route is this JSON, never an HTML page.'),
  '405': json(ref('Error'), 'Method other than GET, HEAD or OPTIONS (`method_not_allowed`); see the Allow header.'),
  '414': json(ref('Error'), 'Path longer than 2,048 characters (`uri_too_long`).'),
  '503': json(ref('Error'), 'Storage unavailable (`unavailable`); retry after the Retry-After header.'),
};
/** Description of each path parameter. */
const PARAM_DESCRIPTIONS: Record<RouteParam, string> = {
  path: 'Page slug without leading or trailing slash',
  doc: 'Documentation page slug without leading or trailing slash',
  tiny: 'Tiny-link id of the page id',
  id: 'Page id',
  build: 'BUILD_ID',
  chunk: 'Chunk name from the manifest',
  image: 'Image file name',
};
const param = (name: RouteParam) => ({
  name,
  in: 'path',
  required: true,
  description: PARAM_DESCRIPTIONS[name],
  schema: { type: 'string', pattern: `^${ROUTE_PARAMS[name]}$` },
});
/** The operationId of a JSON route: its name in the route table, so a generated client's names follow the table. */
const getOperationId = (name: SchemaRouteName): string => `get${name[0]!.toUpperCase()}${name.slice(1)}`;
const get = (name: SchemaRouteName, summary: string, schema: object, parameters: object[] = []) => ({
  get: { operationId: getOperationId(name), summary, parameters, responses: { '200': json(schema, summary), ...errors } },
});

/**
 * POST /api/events, its body generated from the schema the worker validates with (valibot →
 * JSON Schema 2020-12; the privacy checks, which JSON Schema cannot express, are in the descriptions).
 */
const { $schema: _dialect, ...eventBatch } = toJsonSchema(EventBatchSchema, { target: 'draft-2020-12', errorMode: 'ignore' });
const noStore = { 'Cache-Control': { description: 'Always `no-store`.', schema: { const: CACHE_CONTROL.noStore } } };
const eventError = (description: string) => ({ description, headers: noStore, content: { 'application/json': { schema: ref('Error') } } });
const postEvents = {
  post: {
    operationId: 'postEvents',
    summary: 'Reader events of one page (page views, final search queries, article feedback), counted per day',
    description:
      "Same origin only (Origin, or Sec-Fetch-Site: same-origin). Events of unknown types are ignored; any malformed known event makes the whole batch a 400 and nothing is stored. Texts are normalised first (NFKC, look-alike dashes and spaces, zero-width and format characters, digits of any script); queries and paths carrying personal data are masked or refused, and a referrer host carrying any is not counted. Page views and votes count only for paths that are pages of the live build or of the named `build` while it is kept; others are counted as dropped. No IP address, user agent, cookie or identifier is stored (the IP address is only the rate limiter's key).",
    // `as object`: declaration emit (project references) cannot name the library's unexported JSON Schema types.
    requestBody: { required: true, content: { 'application/json': { schema: eventBatch as object } } },
    responses: {
      '204': { description: 'Accepted (counted after the answer; a storage failure drops the batch).', headers: noStore },
      '400': eventError('Not JSON, or a malformed event (`bad_request`).'),
      '403': eventError('From another origin (`forbidden`).'),
      '405': eventError('Method other than POST (`method_not_allowed`).'),
      '413': eventError(`Body over ${MAX_EVENTS_BODY_BYTES / 1024} KB (\`payload_too_large\`).`),
      '429': eventError('Too many requests from this client (`too_many_requests`); see Retry-After.'),
    },
  },
};

/**
 * The page data and navigation components, generated from the valibot schemas core/types.ts
 * infers its types from (JSON Schema 2020-12, which OpenAPI 3.1 uses); shared shapes stay $refs.
 */
const pageDataSchemas = toJsonSchemaDefs(
  {
    Crumb: CrumbSchema,
    TocAnchor: TocAnchorSchema,
    PageLink: PageLinkSchema,
    DocPage: DocPageSchema,
    PageContext: PageContextSchema,
    PageData: PageDataSchema,
    NavItem: NavItemSchema,
  },
  { target: 'draft-2020-12', errorMode: 'throw', overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}` },
);

/** The JSON routes of the table (the routes with a response schema), in table order. */
const JSON_ROUTES = (Object.keys(ROUTES) as RouteName[]).flatMap((name) => {
  const route: Route = ROUTES[name];
  return 'schema' in route && route.schema ? [{ name: name as SchemaRouteName, pattern: route.pattern, schema: route.schema }] : [];
});

/** The operation summary of each JSON route. */
const SUMMARIES: Record<SchemaRouteName, string> = {
  homeData: 'Page data of the home page',
  pageData: 'Page data of a documentation page (e.g. path = uitleg/werkplaats) or of the not-found page (path = 404)',
  wiki: 'Page data by Confluence tiny link',
  link: 'Page data by permanent page id',
  linkDetail: 'Page data by permanent page id, bare variant',
  nav: 'Full navigation tree of a build (immutable)',
  searchManifest: 'Search index manifest: chunk names of the index and of the document store',
  searchChunk: 'One search index chunk (gzip as stored for clients that accept it; immutable)',
  searchWhole: 'The whole search index, for non-chunked use',
};

/** The parameter names of a pattern, in order. */
const getPatternParams = (pattern: string) => [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as RouteParam);

/** The OpenAPI document. */
export const OPENAPI = {
  openapi: '3.1.0',
  info: {
    title: 'Help centre JSON API',
    version: '1.0.0',
    description:
      'Public JSON files of the help centre (read-only), and the same-origin reader events endpoint. Every successful response carries ETag and X-Build-Hash; errors are JSON `{ error, path }` with the same CORS and X-Build-Hash; HEAD works wherever GET does; CORS is open.',
    // The texts are the company's; no open licence is granted (docs/api.md says so too).
    license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
  },
  // Relative: the API lives on whichever origin serves this document (production, a preview, npm start).
  servers: [{ url: '/', description: 'The origin that served this document' }],
  // A public API: no operation needs credentials (an empty requirement list says so explicitly).
  security: [],
  paths: {
    ...Object.fromEntries(
      JSON_ROUTES.map(({ name, pattern, schema }) => [
        pattern,
        get(name, SUMMARIES[name], ref(schema), getPatternParams(pattern).map(param)),
      ]),
    ),
    [EVENTS_PATH]: postEvents,
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        required: ['error', 'path'],
        additionalProperties: false,
        properties: {
          error: {
            enum: [
              'bad_request',
              'unauthorized',
              'forbidden',
              'not_found',
              'method_not_allowed',
              'payload_too_large',
              'uri_too_long',
              'too_many_requests',
              'unavailable',
            ],
            description: 'Stable error code',
          },
          path: { type: 'string', description: 'The requested path as sent, percent-encoding kept (never decoded)' },
        },
      },
      ...pageDataSchemas,
      SearchManifest: {
        type: 'object',
        required: ['index', 'docs'],
        properties: { index: { type: 'array', items: str }, docs: { type: 'array', items: str } },
      },
      SearchPart: {
        type: 'object',
        required: ['key', 'data'],
        properties: {
          key: str,
          data: {
            // Two alternatives rather than `type: [array, object]`: generated clients read that as `never`.
            anyOf: [
              { type: 'array', items: {} },
              { type: 'object', additionalProperties: true },
            ],
            description:
              "FlexSearch export data for Document.import(key, data), with page ids packed as deltas of their position in the sorted id registry; or, for key 'stats', the build's search statistics (an object); for key 'sections', each page's H2/H3 headings (see docs/api.md)",
          },
        },
      },
      WholeIndex: {
        type: 'object',
        required: ['index', 'docs'],
        properties: { index: { type: 'array', items: ref('SearchPart') }, docs: { type: 'array', items: ref('SearchPart') } },
      },
    },
  },
} as const;
