import type { Movie, Trailer } from "../../../contract/movies";
import { useLanguage } from "../../i18n/use-strings";
import { useGetTrailerQuery } from "./movies-api";

export type TrailerState =
  | { status: "loading" }
  | { status: "ready"; trailer: NonNullable<Trailer> }
  | { status: "none" }
  | { status: "error" };

/** The trailer of exactly this movie (the server picks Trailer before Teaser); loaded once, cached. */
export function useTrailer(movie: Movie | undefined): TrailerState {
  const language = useLanguage();
  const { data, isError, isSuccess } = useGetTrailerQuery(
    { id: movie?.id ?? 0, language },
    { skip: movie === undefined },
  );
  if (isError) return { status: "error" };
  if (!isSuccess) return { status: "loading" };
  return data ? { status: "ready", trailer: data } : { status: "none" };
}

/** The privacy-enhanced embed of a trailer; `background` is muted, looping and without controls. */
export function trailerEmbedUrl(key: string, background: boolean): string {
  const id = encodeURIComponent(key);
  const params = background
    ? `autoplay=1&mute=1&controls=0&loop=1&playlist=${id}&playsinline=1&modestbranding=1&rel=0&disablekb=1`
    : "autoplay=1&rel=0&playsinline=1";
  return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
}
