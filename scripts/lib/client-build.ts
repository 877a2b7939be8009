/** The client bundle (Vite → dist/client), built once for every caller while its sources are unchanged. */
import { getInputDigest, runUnlessFresh } from './build-stamp';
import { bin, run } from './run';

/** What the client bundle is made of. */
const CLIENT_INPUTS = ['client', 'core', 'vite.config.ts', 'package-lock.json', 'tsconfig.client.json'];

/** Where the digest of the last client build is kept (outside dist/client, which is served). */
const CLIENT_STAMP = 'dist/.stamps/client';

/** Builds dist/client unless it is already the build of these sources; returns whether it built. */
export function buildClient(): Promise<boolean> {
  return runUnlessFresh({
    stamp: CLIENT_STAMP,
    digest: getInputDigest(CLIENT_INPUTS),
    output: 'dist/client/.vite/manifest.json',
    step: async () => {
      await run(bin('vite'), ['build', '--logLevel', 'warn'], { quiet: true });
    },
  });
}
