/** Meta name of the build hash in every head (spec 4: data whose hash differs triggers a full load). */
export const BUILD_HASH_META = 'build-hash';
