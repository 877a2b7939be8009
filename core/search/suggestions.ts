/** Where a visitor is, for the pages suggested when a query finds nothing (the stats part's suggestions). */

/** The section of a path: its first segment below /uitleg ('' on /uitleg itself or outside it). */
export const getSectionOfPath = (path: string): string => /^\/uitleg\/([^/]+)/.exec(path)?.[1] ?? '';
