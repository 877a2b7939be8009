/**
 * The manifests of the builds this isolate serves (DESIGN.md, "Build id and versions"): each is read
 * from KV once per isolate per build and kept, since a build never changes. After that a request costs
 * the one KV read of its value, as when keys named the build. A few builds at most are kept (the live
 * one, and older ones readers ask for their menu after a deploy); a missing manifest is not remembered,
 * so no request for an unknown build takes memory.
 */
import type { BuildManifest } from '../core/build-manifest';

/** Builds whose manifests an isolate keeps. */
export const MANIFESTS_KEPT = 4;

const manifests = new Map<string, Promise<BuildManifest | null>>();

/** The manifest of `build`, from memory or (once) from `read`; null when the build has none. */
export async function getCachedManifest(build: string, read: () => Promise<BuildManifest | null>): Promise<BuildManifest | null> {
  let cached = manifests.get(build);
  if (cached) {
    // Most recently used last, so the oldest is the one dropped.
    manifests.delete(build);
    manifests.set(build, cached);
  } else {
    cached = read();
    manifests.set(build, cached);
    if (manifests.size > MANIFESTS_KEPT) manifests.delete(manifests.keys().next().value!);
    // A failed read (storage down) is tried again by the next request.
    cached.catch(() => manifests.get(build) === cached && manifests.delete(build));
  }
  const manifest = await cached;
  if (!manifest && manifests.get(build) === cached) manifests.delete(build);
  return manifest;
}
