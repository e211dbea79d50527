import { ACCOUNT_DATA_ENDPOINTS } from "../../contract/account-data-endpoints";
import type { Movie } from "../../contract/movies";
import type { TasteChange } from "../../contract/requests";
import type { FilmTaste, Rating, Taste } from "../../contract/taste";
import { api, hasApiCache } from "./api";
import type { AppDispatch, RootState } from "./hooks";

/** A film's rating and mark as the page changes them: the film, and what it is to be now. */
export interface TasteEdit {
  movie: Movie;
  rating: Rating | null;
  seen: boolean;
}

function changeOf({ movie, rating, seen }: TasteEdit): TasteChange {
  return { rating, seen, title: movie.title, ...(movie.release_date && { release_date: movie.release_date }) };
}

/**
 * The signed-in user's ratings and 'Seen it' marks, and the one change. A change shows at once: the
 * cached ratings are updated before the server answers and put back if it refuses; the rows made
 * for the account are made again.
 */
export const tasteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTaste: build.query<FilmTaste[], void>({
      query: () => ({ endpoint: ACCOUNT_DATA_ENDPOINTS.taste }),
      transformResponse: (body: Taste) => body.films,
      providesTags: ["Taste"],
    }),
    setTaste: build.mutation<void, TasteEdit>({
      query: (edit) => ({ endpoint: ACCOUNT_DATA_ENDPOINTS.rate, params: { id: edit.movie.id }, body: changeOf(edit) }),
      transformResponse: () => undefined,
      invalidatesTags: ["ForYou"],
      async onQueryStarted(edit, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          tasteApi.util.updateQueryData("getTaste", undefined, (films) => {
            const others = films.filter((f) => f.id !== edit.movie.id);
            if (edit.rating === null && !edit.seen) return others;
            const { title, release_date = null } = edit.movie;
            return [{ id: edit.movie.id, rating: edit.rating, seen: edit.seen, title, release_date }, ...others];
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
          dispatch(tasteApi.util.invalidateTags(["Taste"]));
        }
      },
    }),
  }),
});

/** Ask for the ratings with the rows (the `/browse` route does), so no row shows a 'Not for me' film first. */
export function prefetchTaste(dispatch: AppDispatch): void {
  dispatch(tasteApi.util.prefetch("getTaste", undefined, {}));
}

/** Whether the loaded ratings say 'Not for me' to a film (false until they load). */
export function selectNotForMe(state: RootState, id: number): boolean {
  if (!hasApiCache(state)) return false;
  const films = tasteApi.endpoints.getTaste.select()(state).data;
  return films?.some((f) => f.id === id && f.rating === "dislike") ?? false;
}

export const { useGetTasteQuery, useSetTasteMutation } = tasteApi;
