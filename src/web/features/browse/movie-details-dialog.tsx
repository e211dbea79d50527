import { Star } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { Movie } from "../../../contract/movies";
import { Dialog } from "../../components/dialog";
import { MovieArt } from "../../components/movie-art";
import { coreStrings } from "../../i18n/core-strings";
import { usePageTitle } from "../../i18n/document-title";
import { formatNumber, formatYear, interpolate } from "../../i18n/format";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useImageBaseUrl } from "../../store/hooks";
import { MoreLikeThis } from "./more-like-this";
import { MovieFacts } from "./movie-facts";
import { PlayButton } from "./play-button";
import { PlayDialog } from "./play-dialog";
import { ShareButton } from "./share-button";
import { browseStrings } from "./strings";
import { useTrailer } from "./use-trailer";

interface MovieDetailsDialogProps {
  movie: Movie;
  onClose: () => void;
  /** Buttons beside Play and Share (My List's toggle). */
  actions?: (movie: Movie) => ReactNode;
  /** What the person thinks of the film (the rating buttons), under Play. */
  opinion?: (movie: Movie) => ReactNode;
  /** Opens another film's More Info (from "More like this"); without it the row is not shown. */
  onOpenMovie?: (movie: Movie) => void;
}

/**
 * More Info: art on top, then title, year, rating, Play (the trailer with sound), Share, overview,
 * and "More like this".
 */
export function MovieDetailsDialog({ movie, onClose, actions, opinion, onOpenMovie }: MovieDetailsDialogProps) {
  const t = useStrings(browseStrings);
  const core = useStrings(coreStrings);
  const language = useLanguage();
  const imageBaseUrl = useImageBaseUrl();
  const trailer = useTrailer(movie);
  const [playing, setPlaying] = useState(false);
  const titleId = useId();
  // The tab names the film while its More Info is open.
  usePageTitle(movie.title);
  const year = formatYear(language, movie.release_date);
  const rated = movie.vote_average !== undefined && movie.vote_average > 0;
  const rating = rated ? formatNumber(language, movie.vote_average ?? 0, { maximumFractionDigits: 1 }) : null;

  return (
    <Dialog labelledBy={titleId} onClose={onClose} closeLabel={core.close}>
      <div className="relative aspect-video w-full overflow-hidden bg-raised">
        <MovieArt movie={movie} imageBaseUrl={imageBaseUrl} variant="dialog" />
        <div className="absolute inset-x-0 bottom-0 h-2/5 bg-linear-to-t from-surface to-transparent" />
      </div>
      <div className="relative -mt-10 flex flex-col gap-4 px-6 pb-8 md:px-10">
        <h2 id={titleId} className="text-start text-2xl font-extrabold leading-tight md:text-4xl">
          <bdi>{movie.title}</bdi>
        </h2>
        {(year || rating) && (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted md:text-base">
            {year && <span className="font-semibold text-ink">{year}</span>}
            {rating && (
              <span className="inline-flex items-center gap-1.5">
                <Star aria-hidden="true" className="size-4 fill-current text-ink" />
                <span aria-hidden="true" className="font-semibold text-ink">
                  {rating}
                </span>
                <span className="sr-only">{interpolate(t.rating, { rating })}</span>
                <span aria-hidden="true">/ {formatNumber(language, 10)}</span>
              </span>
            )}
          </p>
        )}
        <PlayButton
          trailer={trailer}
          onPlay={() => setPlaying(true)}
          className="items-start [&>div:first-child]:justify-start"
        >
          {actions?.(movie)}
          <ShareButton movie={movie} />
        </PlayButton>
        {opinion?.(movie)}
        {movie.overview && (
          <p dir="auto" className="max-w-[65ch] text-start text-base leading-relaxed text-ink/90">
            {movie.overview}
          </p>
        )}
        <MovieFacts movie={movie} />
        {onOpenMovie && <MoreLikeThis movie={movie} onOpenMovie={onOpenMovie} />}
      </div>
      {playing && trailer.status === "ready" && (
        <PlayDialog movie={movie} trailerKey={trailer.trailer.key} onClose={() => setPlaying(false)} />
      )}
    </Dialog>
  );
}
