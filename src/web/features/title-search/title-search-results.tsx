import { type KeyboardEvent, useRef, useState } from "react";
import type { Movie } from "../../../contract/movies";
import { CircleAlert, RotateCw } from "../../components/inline-icons";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { MovieCard } from "../../components/movie-card";
import { applySortFilter } from "../../components/sort-filter";
import { NoFilterMatch, SortFilterBar, useSortFilterAddress } from "../../components/sort-filter-bar";
import { Spinner } from "../../components/spinner";
import { componentStrings } from "../../components/strings";
import { tasteStrings } from "../../components/taste-strings";
import { usePageTitle } from "../../i18n/document-title";
import { interpolate } from "../../i18n/format";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useImageBaseUrl } from "../../store/hooks";
import { useNotForMe } from "../../store/use-taste";
import { titleSearchStrings } from "./strings";
import { useSearchTitlesQuery } from "./title-search-api";
import { RESULTS_ATTRIBUTE } from "./title-search-field";

interface TitleSearchResultsProps {
  /** The trimmed search text (two characters or more). */
  query: string;
  onOpenMovie: (movie: Movie) => void;
}

/** How many cards sit on the first line of the grid: ArrowUp/ArrowDown move by that many. */
function columnsOf(cards: HTMLElement[]): number {
  const top = cards[0]?.offsetTop;
  const count = cards.findIndex((card) => card.offsetTop !== top);
  return count === -1 ? cards.length : Math.max(1, count);
}

/**
 * Title search results: a poster grid in place of the rows, with loading, error and empty states.
 * Films said 'Not for me' are found too, marked as such.
 */
export function TitleSearchResults({ query, onOpenMovie }: TitleSearchResultsProps) {
  const t = useStrings(titleSearchStrings);
  const components = useStrings(componentStrings);
  const taste = useStrings(tasteStrings);
  const notForMe = useNotForMe();
  const language = useLanguage();
  const imageBaseUrl = useImageBaseUrl();
  const search = useSearchTitlesQuery({ query, language });
  usePageTitle(interpolate(t.results, { query }));
  const [current, setCurrent] = useState(0);
  const grid = useRef<HTMLUListElement>(null);
  const { choice } = useSortFilterAddress();
  const found = search.data ?? [];
  const movies = applySortFilter(found, choice);
  const fetchedFor = search.originalArgs?.query;
  const stale = search.isFetching && fetchedFor !== query;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const cards = [...(grid.current?.querySelectorAll<HTMLElement>("button") ?? [])];
    const active = document.activeElement;
    const at = active instanceof HTMLElement ? cards.indexOf(active) : -1;
    if (at === -1) return;
    const rtl = document.dir === "rtl";
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: columnsOf(cards),
      ArrowUp: -columnsOf(cards),
      Home: -at,
      End: cards.length - 1 - at,
    };
    const move = step[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = Math.min(cards.length - 1, Math.max(0, at + move));
    cards[next]?.focus();
  };

  // The query is isolated inside the sentence: a Latin query in an Arabic sentence keeps its quotes around it.
  const quoted = { query: <bdi>{query}</bdi> };
  return (
    <section aria-labelledby="title-search-heading" className="px-[4vw] pt-24 pb-16">
      <h1 id="title-search-heading" className="mb-6 text-xl font-semibold tracking-tight md:text-2xl">
        {interpolateNodes(t.results, quoted)}
      </h1>
      <SortFilterBar className="mb-6" films={found} />
      {search.isError && !stale ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-base">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
          {t.failed}
          <button
            type="button"
            onClick={() => void search.refetch()}
            className="inline-flex items-center gap-2 rounded-md bg-white/10 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/20 hover:bg-white/20"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {t.retry}
          </button>
        </p>
      ) : search.isLoading || stale ? (
        <Spinner label={t.searching} className="size-10" />
      ) : found.length === 0 ? (
        <p role="status" className="text-base text-muted">
          {interpolateNodes(t.noMatch, quoted)}
        </p>
      ) : movies.length === 0 ? (
        <NoFilterMatch />
      ) : (
        <ul
          ref={grid}
          aria-labelledby="title-search-heading"
          {...{ [RESULTS_ATTRIBUTE]: "" }}
          onKeyDown={onKeyDown}
          className="grid grid-cols-[repeat(auto-fill,minmax(clamp(112px,13vw,200px),1fr))] gap-x-2 gap-y-4"
        >
          {movies.map((movie, index) => (
            <li key={movie.id}>
              <MovieCard
                movie={movie}
                imageBaseUrl={imageBaseUrl}
                lazy={index >= 12}
                tabIndex={index === Math.min(current, movies.length - 1) ? 0 : -1}
                onOpen={onOpenMovie}
                onFocus={() => setCurrent(index)}
                posterMissing={components.posterMissing}
              />
              {/* Found, since a film can always be looked up, but marked: the person said so. */}
              {notForMe.has(movie.id) && <p className="mt-1 text-xs text-muted">{taste.markedNotForMe}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
