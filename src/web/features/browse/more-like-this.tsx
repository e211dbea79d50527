import type { Movie } from "../../../contract/movies";
import { apiProblemOf } from "../../api/problem";
import { MovieRow, type RowState } from "../../components/movie-row";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useImageBaseUrl } from "../../store/hooks";
import { browseErrorMessage } from "./error-message";
import { useGetSimilarQuery } from "./movies-api";
import { browseStrings } from "./strings";

interface MoreLikeThisProps {
  movie: Movie;
  /** Opens the chosen film's own More Info (a new history entry, so Back walks back). */
  onOpenMovie: (movie: Movie) => void;
}

/** More Info's "More like this": up to 12 films like this one, each opening its own More Info. */
export function MoreLikeThis({ movie, onOpenMovie }: MoreLikeThisProps) {
  const t = useStrings(browseStrings);
  const language = useLanguage();
  const brand = useBrand();
  const imageBaseUrl = useImageBaseUrl();
  const similar = useGetSimilarQuery({ id: movie.id, language });
  let state: RowState = { status: "loading" };
  if (similar.isError) {
    const message = browseErrorMessage(apiProblemOf(similar.error), t, language, brand);
    state = { status: "error", message, onRetry: () => void similar.refetch() };
  } else if (similar.data) state = { status: "ready", movies: similar.data, emptyText: t.nothingLikeThis };
  return (
    <div className="-mx-6 md:-mx-10">
      <MovieRow title={t.moreLikeThis} state={state} imageBaseUrl={imageBaseUrl} onOpenMovie={onOpenMovie} />
    </div>
  );
}
