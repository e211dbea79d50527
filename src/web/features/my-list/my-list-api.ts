import type { UnknownAction } from "@reduxjs/toolkit";
import { ACCOUNT_DATA_ENDPOINTS } from "../../../contract/account-data-endpoints";
import type { LanguageId } from "../../../contract/language";
import type { Movie, MovieList } from "../../../contract/movies";
import type { ForYou } from "../../../contract/my-list";
import { type ApiProblem, apiProblemOf } from "../../api/problem";
import { api, hasApiCache } from "../../store/api";
import type { AppDispatch, RootState } from "../../store/hooks";
import { type MyListFailure, myListChangeFailed } from "./my-list-slice";

/**
 * The signed-in user's list (newest first) and the two changes. A change shows at once: the cached
 * list is updated before the server answers and put back, with a message, if the server refuses.
 */
export const myListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyList: build.query<Movie[], void>({
      query: () => ({ endpoint: ACCOUNT_DATA_ENDPOINTS.myList }),
      transformResponse: (body: MovieList) => body.results,
      providesTags: ["MyList"],
    }),
    /** 'Because you added ‹title›' and 'Top picks for you': made again whenever the list changes. */
    getForYou: build.query<ForYou, LanguageId>({
      query: (language) => ({ endpoint: ACCOUNT_DATA_ENDPOINTS.forYou, search: { language } }),
      providesTags: ["ForYou"],
    }),
    addToMyList: build.mutation<void, Movie>({
      // The id alone: the server looks the film up and keeps only its id.
      query: (movie) => ({ endpoint: ACCOUNT_DATA_ENDPOINTS.addToMyList, params: { id: movie.id } }),
      transformResponse: () => undefined,
      invalidatesTags: ["ForYou"],
      async onQueryStarted(movie, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          myListApi.util.updateQueryData("getMyList", undefined, (list) => {
            if (!list.some((m) => m.id === movie.id)) list.unshift(movie);
          }),
        );
        await undoOnFailure(queryFulfilled, patch, dispatch, (problem) =>
          myListChangeFailed(failureOf("add", movie, problem)),
        );
      },
    }),
    removeFromMyList: build.mutation<void, Movie>({
      query: (movie) => ({ endpoint: ACCOUNT_DATA_ENDPOINTS.removeFromMyList, params: { id: movie.id } }),
      transformResponse: () => undefined,
      invalidatesTags: ["ForYou"],
      async onQueryStarted(movie, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          myListApi.util.updateQueryData("getMyList", undefined, (list) => list.filter((m) => m.id !== movie.id)),
        );
        await undoOnFailure(queryFulfilled, patch, dispatch, (problem) =>
          myListChangeFailed(failureOf("remove", movie, problem)),
        );
      },
    }),
  }),
});

/**
 * Wait for the server; when it refuses, put the list back and report why (an aborted request says
 * nothing). A change made before the list had loaded had nothing to patch: ask for the list again,
 * so an answer read before the change cannot hide it.
 */
async function undoOnFailure(
  fulfilled: Promise<unknown>,
  patch: { undo(): void; patches: readonly unknown[] },
  dispatch: (action: UnknownAction) => unknown,
  failed: (problem: ApiProblem) => UnknownAction,
): Promise<void> {
  try {
    await fulfilled;
  } catch (rejection) {
    patch.undo();
    // RTK Query rejects with `{ error }`, the base query's problem.
    const problem = apiProblemOf(
      typeof rejection === "object" && rejection !== null && "error" in rejection ? rejection.error : rejection,
    );
    if (problem.kind !== "aborted") dispatch(failed(problem));
  }
  if (patch.patches.length === 0) dispatch(myListApi.util.invalidateTags(["MyList"]));
}

const failureOf = (change: MyListFailure["change"], movie: Movie, problem: ApiProblem): MyListFailure => ({
  change,
  title: movie.title,
  problem,
});

/**
 * Ask for My List with the rows (the `/browse` route does, as soon as someone is signed in), so its
 * row is there when the view first draws (no late shift).
 */
export function prefetchMyList(dispatch: AppDispatch): void {
  dispatch(myListApi.util.prefetch("getMyList", undefined, {}));
}

/** A film in the loaded My List, so a link to it needs no request. */
export function selectMyListMovie(state: RootState, id: number): Movie | undefined {
  if (!hasApiCache(state)) return undefined;
  return myListApi.endpoints.getMyList
    .select()(state)
    .data?.find((movie) => movie.id === id);
}

export const { useGetMyListQuery, useGetForYouQuery, useAddToMyListMutation, useRemoveFromMyListMutation } = myListApi;
