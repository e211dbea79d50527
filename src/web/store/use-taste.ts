import { useMemo } from "react";
import type { Movie } from "../../contract/movies";
import type { FilmTaste } from "../../contract/taste";
import { useGetTasteQuery } from "./taste-api";

/** A film's rating and mark in the loaded ratings (none until they load). */
export function useFilmTaste(movie: Movie): Pick<FilmTaste, "rating" | "seen"> {
  const { data } = useGetTasteQuery(undefined, {
    selectFromResult: ({ data }) => ({ data: data?.find((f) => f.id === movie.id) }),
  });
  return { rating: data?.rating ?? null, seen: data?.seen ?? false };
}

/** The ids of the films the account marked 'Not for me': left out of every row and pick. */
export function useNotForMe(): ReadonlySet<number> {
  const { data } = useGetTasteQuery();
  return useMemo(() => new Set(data?.filter((f) => f.rating === "dislike").map((f) => f.id)), [data]);
}
