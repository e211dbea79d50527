/**
 * Slices that only some routes need (the `/browse` chunk's movies, GPT Search, My List and the API
 * cache) are not part of the sign-in page. The module that defines each adds it to this interface
 * (`declare module`), and the route that needs it adds it to the store (`AppStore.inject`) when its
 * code has loaded; until then the slice's state is absent, and its selectors answer its initial state.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the lazily loaded slices' declarations.
export interface LazyLoadedSlices {}
