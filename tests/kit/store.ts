import type { PublicConfig } from "../../src/contract/config";
import { api, hasApiCache } from "../../src/web/store/api";
import type { AppStore, RootState } from "../../src/web/store/hooks";
import { makeStore } from "../../src/web/store/store";

/** A signed-in user and a server config, as the page's store holds them. */
export const ANA = { uid: "u1", email: "ana@example.com", displayName: "Ana", photoURL: null };
export const CATALOG_CONFIG: PublicConfig = {
  brand: "Reelwise",
  languages: ["EN", "AR", "spanish"],
  providers: { movies: "catalog", suggest: "local", auth: "local" },
  resetMail: false,
  imageBaseUrl: "/api/art",
};

/**
 * A store as `/browse` sets it up, talking to the `/api` at `origin` as the account of `cookie`
 * (Node keeps no cookies): the API cache, its middleware and the given slices added.
 */
export function browseStore(
  origin: string,
  cookie: string | null,
  ...slices: Parameters<AppStore["inject"]>[0][]
): AppStore {
  const store = makeStore({ api: { origin, headers: cookie ? { cookie } : {} } });
  for (const slice of [api, ...slices]) store.inject(slice);
  store.addMiddleware(api.middleware);
  return store;
}

/** The state with the API cache in it, as endpoint selectors read it; a test fails without one. */
export function cacheOf(state: RootState) {
  if (!hasApiCache(state)) throw new Error("the API cache is not in the store");
  return state;
}
