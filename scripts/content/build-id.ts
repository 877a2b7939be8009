/** The build id (stage 1, 1-validate.ts): the one value derived from the raw input as a whole rather than from a checked part of it. */
import { sha256Hex } from './digest';
import type { BuildInput } from './pipeline';

/** Bumped when the output format changes, so equal content still gets a new build id. */
export const BUILD_FORMAT = 1;

/** A digest of everything the output depends on (code, dates, every source byte), so equal inputs give equal ids. */
export function getBuildId(input: BuildInput): string {
  const files = [...input.sources, ...input.images, ...(input.pageImages ?? [])].map((s) => [s.path, s.text]).sort();
  return sha256Hex(
    JSON.stringify([
      BUILD_FORMAT,
      input.codeVersion ?? '',
      input.lastChanged ?? {},
      input.siteJson,
      input.synonymsYaml ?? '',
      input.assets,
      files,
    ]),
  ).slice(0, 12);
}
