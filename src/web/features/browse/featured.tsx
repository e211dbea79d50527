import { Pause, Play } from "lucide-react";
import { useId, useState } from "react";
import type { Movie } from "../../../contract/movies";
import { apiProblemOf } from "../../components/api-error";
import { useHiddenFilms } from "../../components/hidden-films";
import { Info } from "../../components/inline-icons";
import { MovieArt } from "../../components/movie-art";
import { Skeleton } from "../../components/skeleton";
import { coreStrings } from "../../i18n/core-strings";
import { interpolate } from "../../i18n/format";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppSelector, useImageBaseUrl } from "../../store/hooks";
import { browseErrorMessage } from "./error-message";
import { FEATURED_LIST, selectFeaturedMovie } from "./featured-pick";
import { useGetGenreRowsQuery, useGetMovieListQuery } from "./movies-api";
import { PlayButton } from "./play-button";
import { PlayDialog } from "./play-dialog";
import { browseStrings } from "./strings";
import { isGenreId, useGenreAddress } from "./use-genre-address";
import { trailerEmbedUrl, useTrailer } from "./use-trailer";

/** Full-bleed, 16:9 up to 85 % of the screen; taller on phones so the poster, title and Play all fit. */
const HERO_HEIGHT = "h-[max(540px,min(56.25vw,85vh))] md:h-[max(420px,min(56.25vw,85vh))]";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

interface FeaturedProps {
  onMoreInfo: (movie: Movie) => void;
}

/** The full-bleed featured block: muted looping trailer (or art), title, overview, Play and More Info. */
export function Featured({ onMoreInfo }: FeaturedProps) {
  const t = useStrings(browseStrings);
  const core = useStrings(coreStrings);
  const language = useLanguage();
  const brand = useBrand();
  const list = useGetMovieListQuery({ kind: FEATURED_LIST, language });
  // Picked by `keepFeaturedMoviePicked` in the store update that brought the list.
  const picked = useAppSelector(selectFeaturedMovie);
  // On a genre's view the genre's most popular film is featured (the page's one genre request);
  // an unknown genre keeps the pick. Never a 'Not for me' film.
  const hidden = useHiddenFilms();
  const { genre } = useGenreAddress();
  const inGenre = isGenreId(genre);
  const rows = useGetGenreRowsQuery({ id: genre, language }, { skip: !inGenre });
  const genreFilm = inGenre
    ? rows.data?.rows.popular.find((film) => film.poster_path && !hidden.has(film.id))
    : undefined;
  const current = genreFilm ?? (inGenre && rows.isFetching ? undefined : picked);
  // While the list in a newly chosen language (or genre) loads, the film stays on screen as it
  // was, rather than the block going back to its skeleton for a moment.
  const [lastShown, setLastShown] = useState<Movie | undefined>(current);
  if (current && current !== lastShown) setLastShown(current);
  const movie = current ?? (list.isFetching || rows.isFetching ? lastShown : undefined);

  if (movie) return <FeaturedMovie movie={movie} onMoreInfo={onMoreInfo} />;
  if (list.isError) {
    const message = browseErrorMessage(apiProblemOf(list.error), t, language, brand, t.featuredError);
    return (
      <section className={`relative flex ${HERO_HEIGHT} items-end bg-surface px-[4vw] pb-[18vh]`}>
        <div className="flex max-w-[40rem] flex-col items-start gap-4">
          <p role="alert" className="text-lg text-ink">
            {message}
          </p>
          <button
            type="button"
            onClick={() => list.refetch()}
            className="inline-flex h-11 items-center rounded-md bg-ink px-6 font-semibold text-page hover:bg-ink/85"
          >
            {core.retry}
          </button>
        </div>
      </section>
    );
  }
  if (list.isSuccess) {
    return (
      <section className="flex h-[50vh] items-end px-[4vw] pb-24">
        <p className="text-lg text-muted">{t.nothingToFeature}</p>
      </section>
    );
  }
  return (
    <section aria-busy="true" className={`relative ${HERO_HEIGHT} overflow-hidden`}>
      <Skeleton className="absolute inset-0" />
      <div className="absolute inset-0 bg-linear-to-t from-page via-page/30 to-transparent" />
      <div className="absolute inset-x-0 bottom-[22%] flex flex-col gap-4 px-[4vw] max-md:bottom-20">
        <p role="status" className="text-lg font-semibold text-ink">
          {core.loading}
        </p>
        <Skeleton className="h-12 w-[min(28rem,70vw)] rounded-md" />
        <Skeleton className="hidden h-20 w-[min(36rem,80vw)] rounded-md md:block" />
        <div className="flex gap-3">
          <Skeleton className="h-11 w-32 rounded-md" />
          <Skeleton className="hidden h-11 w-40 rounded-md md:block" />
        </div>
      </div>
    </section>
  );
}

function FeaturedMovie({ movie, onMoreInfo }: { movie: Movie; onMoreInfo: (movie: Movie) => void }) {
  const t = useStrings(browseStrings);
  const imageBaseUrl = useImageBaseUrl();
  const trailer = useTrailer(movie);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(false);
  const titleId = useId();
  const key = trailer.status === "ready" ? trailer.trailer.key : null;
  const video = key !== null && !paused;

  return (
    <section aria-labelledby={titleId} className={`relative isolate ${HERO_HEIGHT} w-full overflow-hidden`}>
      <div className="absolute inset-0 -z-10 overflow-hidden bg-page">
        <MovieArt movie={movie} imageBaseUrl={imageBaseUrl} variant="hero" layer="background" />
        {video && (
          <div className="pointer-events-none absolute inset-0 grid place-items-center overflow-hidden">
            <iframe
              src={trailerEmbedUrl(key, true)}
              title={interpolate(t.backgroundTrailer, { title: movie.title })}
              aria-hidden="true"
              tabIndex={-1}
              allow="autoplay; encrypted-media"
              referrerPolicy="strict-origin-when-cross-origin"
              className="aspect-video w-[max(100%,calc(max(420px,min(56.25vw,85vh))*16/9))] max-w-none scale-[1.18] border-0"
            />
          </div>
        )}
      </div>
      <div className="absolute inset-0 -z-[5] bg-linear-to-r from-page/95 via-page/45 to-transparent rtl:bg-linear-to-l md:via-page/35" />
      <div className="absolute inset-x-0 bottom-0 -z-[5] h-2/5 bg-linear-to-t from-page via-page/60 to-transparent" />
      {!video && <MovieArt movie={movie} imageBaseUrl={imageBaseUrl} variant="hero" layer="poster" />}
      <div className="absolute inset-x-0 bottom-16 flex max-w-[calc(40rem+8vw)] flex-col items-center gap-4 px-[4vw] text-center md:bottom-[22%] md:items-start md:gap-5 md:text-start">
        <h2
          id={titleId}
          className="text-[clamp(2rem,5vw,4rem)] font-extrabold leading-[1.05] tracking-tight text-balance drop-shadow-lg"
        >
          <bdi>{movie.title}</bdi>
        </h2>
        {/* Phones too: three lines of the story, then More Info beside Play for the rest. */}
        {movie.overview && (
          <p
            dir="auto"
            className="line-clamp-3 text-center text-sm leading-relaxed text-ink/90 drop-shadow md:text-start md:text-base lg:text-lg"
          >
            {movie.overview}
          </p>
        )}
        <PlayButton trailer={trailer} onPlay={() => setPlaying(true)} className="items-center md:items-start">
          <button
            type="button"
            onClick={() => onMoreInfo(movie)}
            className="inline-flex h-11 items-center gap-2 rounded-md bg-[#6b7280b3] px-6 text-base font-bold text-ink backdrop-blur-sm transition-colors duration-150 hover:bg-[#6b7280d9]"
          >
            <Info aria-hidden="true" className="size-5" />
            {t.moreInfo}
          </button>
        </PlayButton>
      </div>
      {key && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t.playBackground : t.pauseBackground}
          className="absolute end-[4vw] top-20 inline-flex size-11 items-center justify-center rounded-full bg-black/40 text-ink ring-1 ring-white/50 transition-colors duration-150 hover:bg-black/70 md:top-auto md:bottom-[22%]"
        >
          {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
        </button>
      )}
      {playing && key && <PlayDialog movie={movie} trailerKey={key} onClose={() => setPlaying(false)} />}
    </section>
  );
}
