// What global-setup.ts (in Node) provides to the tests in workerd; both tsconfigs that see either side include it.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureBuildId: string;
    fixtureKv: string;
  }
}
