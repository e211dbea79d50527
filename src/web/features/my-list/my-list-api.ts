import type { UnknownAction } from "@reduxjs/toolkit";
import { ACCOUNT_DATA_ENDPOINTS } from "../../../contract/account-data-endpoints";
import type { LanguageId } from "../../../contract/language";
import type { Movie, MovieList } from "../../../contract/movies";
import type { ForYou } from "../../../contract/my-list";
import { apiProblemOf } from "../../api/problem";
import { api, hasApiCache } from "../../store/api";
import type { AppDispatch, RootState } from "../../store/hooks";
import { type MyListFailure, myListChangeFailed } from "./my-list-slice";

/** A change to My List: the film as the page shows it, in the language it shows it in. */
export interface MyListChangeArgs {
  movie: Movie;
  language: LanguageId;
}

/**
 * The signed-in user's list (newest first), in a language: as every film read, the server describes
 * its films in the language asked, and the cache keeps one list per language. A change shows at
 * once in the list of the change's language, and is put back, with a message, if the server
 * refuses; the lists cached in other languages are asked again when next shown.
 */
export const myListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyList: build.query<Movie[], LanguageId>({
      query: (language) => ({ endpoint: ACCOUNT_DATA_ENDPOINTS.myList, search: { language } }),
      transformResponse: (body: MovieList) => body.results,
      providesTags: (_list, _error, language) => [{ type: "MyList", id: language }],
    }),
    /** 'Because you added ‹title›' and 'Top picks for you': made again whenever the list changes. */
    getForYou: build.query<ForYou, LanguageId>({
      query: (language) => ({ endpoint: ACCOUNT_DATA_ENDPOINTS.forYou, search: { language } }),
      providesTags: ["ForYou"],
    }),
    addToMyList: build.mutation<void, MyListChangeArgs>({
      // The id alone: the server looks the film up and keeps only its id.
      query: ({ movie }) => ({ endpoint: ACCOUNT_DATA_ENDPOINTS.addToMyList, params: { id: movie.id } }),
      transformResponse: () => undefined,
      invalidatesTags: ["ForYou"],
      async onQueryStarted(change, { dispatch, getState, queryFulfilled }) {
        const { movie, language } = change;
        const patch = dispatch(
          myListApi.util.updateQueryData("getMyList", language, (list) => {
            if (!list.some((m) => m.id === movie.id)) list.unshift(movie);
          }),
        );
        const cached = () => myListApi.util.selectCachedArgsForQuery(getState(), "getMyList");
        await settle({ kind: "add", change, patch, fulfilled: queryFulfilled, dispatch, cached });
      },
    }),
    removeFromMyList: build.mutation<void, MyListChangeArgs>({
      query: ({ movie }) => ({ endpoint: ACCOUNT_DATA_ENDPOINTS.removeFromMyList, params: { id: movie.id } }),
      transformResponse: () => undefined,
      invalidatesTags: ["ForYou"],
      async onQueryStarted(change, { dispatch, getState, queryFulfilled }) {
        const { movie, language } = change;
        const patch = dispatch(
          myListApi.util.updateQueryData("getMyList", language, (list) => list.filter((m) => m.id !== movie.id)),
        );
        const cached = () => myListApi.util.selectCachedArgsForQuery(getState(), "getMyList");
        await settle({ kind: "remove", change, patch, fulfilled: queryFulfilled, dispatch, cached });
      },
    }),
  }),
});

/** A change shown at once in the list of its language, on its way to the server. */
interface ShownChange {
  kind: MyListFailure["change"];
  change: MyListChangeArgs;
  patch: { undo(): void; patches: readonly unknown[] };
  fulfilled: Promise<unknown>;
  dispatch: (action: UnknownAction) => unknown;
  /** The languages My List is cached in now. */
  cached: () => readonly LanguageId[];
}

/**
 * Wait for the server; when it refuses, put the list back and report why (an aborted request says
 * nothing). A change made before the list in its language had loaded had nothing to patch: ask for
 * it again, so an answer read before the change cannot hide it. The lists cached in other
 * languages are dropped, to be asked again, in their language, when next shown.
 */
async function settle({ kind, change, patch, fulfilled, dispatch, cached }: ShownChange): Promise<void> {
  try {
    await fulfilled;
  } catch (rejection) {
    patch.undo();
    // RTK Query rejects with `{ error }`, the base query's problem.
    const problem = apiProblemOf(
      typeof rejection === "object" && rejection !== null && "error" in rejection ? rejection.error : rejection,
    );
    if (problem.kind !== "aborted") dispatch(myListChangeFailed({ change: kind, title: change.movie.title, problem }));
  }
  const stale = cached().filter((language) => patch.patches.length === 0 || language !== change.language);
  if (stale.length > 0) dispatch(myListApi.util.invalidateTags(stale.map((id) => ({ type: "MyList" as const, id }))));
}

/**
 * Ask for My List with the rows (the `/browse` route does, as soon as someone is signed in), so its
 * row is there when the view first draws (no late shift).
 */
export function prefetchMyList(dispatch: AppDispatch, language: LanguageId): void {
  dispatch(myListApi.util.prefetch("getMyList", language, {}));
}

/**
 * A film in a loaded My List, so a link to it needs no request: in any language, or only in
 * `language` (its title and overview as the reader reads them now).
 */
export function selectMyListMovie(state: RootState, id: number, language?: LanguageId): Movie | undefined {
  if (!hasApiCache(state)) return undefined;
  const { endpoints, util } = myListApi;
  for (const args of util.selectCachedArgsForQuery(state, "getMyList")) {
    if (language !== undefined && args !== language) continue;
    const found = endpoints.getMyList
      .select(args)(state)
      .data?.find((movie) => movie.id === id);
    if (found) return found;
  }
  return undefined;
}

export const { useGetMyListQuery, useGetForYouQuery, useAddToMyListMutation, useRemoveFromMyListMutation } = myListApi;
