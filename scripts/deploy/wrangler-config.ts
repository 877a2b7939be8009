/** The two values of wrangler.toml the deploy scripts check before touching anything. */
import { readFileSync } from 'node:fs';

/** The worker name and the CONTENT namespace id, read from wrangler.toml's text. */
export function getWranglerConfig(text: string): { name: string; kvNamespaceId: string } {
  const name = /^name\s*=\s*"([^"]+)"/m.exec(text)?.[1] ?? '';
  const kvNamespaceId = /\[\[kv_namespaces\]\][^[]*?^\s*id\s*=\s*"([^"]*)"/ms.exec(text)?.[1] ?? '';
  return { name, kvNamespaceId };
}

/** True while wrangler.toml still holds the placeholder namespace id (all zeros, or none). */
export const isPlaceholderNamespaceId = (id: string): boolean => /^0*$/.test(id);

/** Reads wrangler.toml and refuses remote work while the namespace id is still the placeholder. */
export function readRemoteConfig(file = 'wrangler.toml'): { name: string; kvNamespaceId: string } {
  const config = getWranglerConfig(readFileSync(file, 'utf8'));
  if (isPlaceholderNamespaceId(config.kvNamespaceId)) {
    throw new Error(
      `${file} still has the placeholder KV namespace id: run \`npx wrangler kv namespace create CONTENT\` and put its id in [[kv_namespaces]] (or use --local)`,
    );
  }
  return config;
}
