/**
 * Slices that only some routes need (the `/browse` chunk's movies, GPT Search, My List and the API
 * cache) are not part of the sign-in page. The module that defines each adds it to this interface
 * (`declare module`), and the route that needs it adds it to the store (`AppStore.inject`) when its
 * code has loaded; until then the slice's state is absent, and its selectors answer its initial state.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the lazily loaded slices' declarations.
export interface LazyLoadedSlices {}

/**
 * A lazily added slice's state in the root state: its initial state until its route has added it
 * (what each such slice's selectors read, so none of them is written for the slice being absent).
 */
export function lazySliceState<Path extends keyof LazyLoadedSlices>(
  root: Partial<LazyLoadedSlices>,
  slice: { reducerPath: Path; getInitialState: () => LazyLoadedSlices[Path] },
): LazyLoadedSlices[Path] {
  return root[slice.reducerPath] ?? slice.getInitialState();
}
