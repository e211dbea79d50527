import { keepFeaturedMoviePicked } from "../features/browse/featured-pick";
import { prefetchMovieLists } from "../features/browse/movies-api";
import { moviesSlice } from "../features/browse/movies-slice";
import { gptSlice } from "../features/gpt-search/gpt-slice";
import { prefetchMyList } from "../features/my-list/my-list-api";
import { myListSlice } from "../features/my-list/my-list-slice";
import { api } from "../store/api";
import type { AppStore } from "../store/hooks";
import { prefetchTaste } from "../store/taste-api";
import { whenSignedIn } from "../store/when-signed-in";
import { type HintStorage, keepSessionHint, seenSignedOut } from "./session-hint";

/**
 * `/browse`'s route loader, run when its code has arrived and before it renders: it adds its
 * features' slices, the API cache and RTK Query's middleware to the store (the sign-in page never
 * carries them) and keeps the featured film picked; then it asks for the four lists, My List and the
 * ratings in parallel, so the view finds them in the cache or on the way rather than asking when it
 * renders. While the session is still being restored they leave at once, beside it, unless this
 * browser last saw no session (`session-hint.ts`): whoever opens `/browse` is nearly always signed
 * in, and the session cookie that answers the session answers the lists too (for a visitor who is
 * not, they answer `unauthenticated`, which signs the page out just as the session's answer does,
 * and the flag keeps that browser's next visits from asking). Otherwise they leave as soon as
 * someone signs in.
 */
export function attachBrowse(store: AppStore, storage?: HintStorage): void {
  for (const slice of [api, moviesSlice, gptSlice, myListSlice]) store.inject(slice);
  store.addMiddleware(api.middleware);
  keepFeaturedMoviePicked(store);
  const signedOutLastTime = seenSignedOut(storage);
  keepSessionHint(store, storage);
  // In a microtask: started inside the store's notification of the sign-in, the first request
  // never reached the network and was only asked again by the view's render, ~300 ms later.
  const start = () =>
    queueMicrotask(() => {
      const { language } = store.getState().config;
      prefetchMovieLists(store.dispatch, language);
      prefetchMyList(store.dispatch, language);
      prefetchTaste(store.dispatch);
    });
  if (store.getState().user.status === "unknown" && !signedOutLastTime) start();
  else whenSignedIn(store, start);
}
