/** The build id (stage 1, 1-validate.ts): the one value derived from the raw input as a whole rather than from a checked part of it. */
import { sha256Hex } from './digest';
import type { BuildInput } from './pipeline';

/** Bumped when the output format changes, so equal content still gets a new build id. */
export const BUILD_FORMAT = 1;

// Each file's digest by path, checked by text: the dev server hands the same string object for an
// unchanged file build after build, so a save hashes only the files it touched. Only the last build's
// files are kept.
let fileDigests = new Map<string, { text: string; digest: string }>();

/** A digest of everything the output depends on (code, dates, every source byte), so equal inputs give equal ids. */
export function getBuildId(input: BuildInput): string {
  const next = new Map<string, { text: string; digest: string }>();
  const files: string[] = [];
  for (const { path, text } of [...input.sources, ...input.images, ...(input.pageImages ?? [])]) {
    let hit = fileDigests.get(path) ?? next.get(path);
    if (hit?.text !== text) hit = { text, digest: sha256Hex(text) };
    next.set(path, hit);
    files.push(`${path}\u0000${hit.digest}`);
  }
  fileDigests = next;
  return sha256Hex(
    JSON.stringify([
      BUILD_FORMAT,
      input.codeVersion ?? '',
      input.lastChanged ?? {},
      input.siteJson,
      input.synonymsYaml ?? '',
      input.glossaryYaml ?? '',
      input.assets,
      files.sort(),
    ]),
  ).slice(0, 12);
}
