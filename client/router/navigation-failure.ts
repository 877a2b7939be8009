/** The four router failure types (spec 4); none of them is an error for the visitor. */

/** Why a navigation did not complete. */
export type NavigationFailureType = 'redirected' | 'aborted' | 'cancelled' | 'duplicated';

/** A navigation that ended without showing its target. */
export interface NavigationFailure {
  type: NavigationFailureType;
  /** The path that was asked for. */
  to: string;
}

/** Builds a failure value. */
export const navigationFailure = (type: NavigationFailureType, to: string): NavigationFailure => ({ type, to });
