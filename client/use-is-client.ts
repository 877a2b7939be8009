/** Values only the browser knows (origin, the share sheet), read without a hydration mismatch. */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards: React renders the server snapshot while
 * hydrating and then the client one, so markup that depends on the browser never mismatches (and no
 * effect has to set state just to learn that it runs in a browser).
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
