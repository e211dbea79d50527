import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { LANGUAGES } from "../../contract/language";
import type { Movie } from "../../contract/movies";
import { coreStrings } from "../i18n/core-strings";
import { useLanguage, useStrings } from "../i18n/use-strings";
import { useHiddenFilms } from "./hidden-films";
import { CircleAlert } from "./inline-icons";
import { MovieCard } from "./movie-card";
import { RetryButton } from "./retry-button";
import { useShownCards } from "./shown-cards";
import { Skeleton } from "./skeleton";
import { componentStrings } from "./strings";

export type RowState =
  | { status: "loading" }
  | { status: "error"; message: string; onRetry: () => void }
  | { status: "ready"; movies: readonly Movie[]; emptyText?: ReactNode };

/** A control drawn over each poster card (My List's toggle), in the Tab order only with its card. */
export type CardAction = (movie: Movie, tabIndex: 0 | -1) => ReactNode;

/** What a view's rows take from the page: how to open a film's More Info, and the card control. */
export interface RowsProps {
  onOpenMovie: (movie: Movie) => void;
  /** A control drawn over each card (My List's toggle). */
  cardAction?: CardAction | undefined;
}

/** What a row's cards are drawn with, beside what the page gives (`RowsProps`). */
interface CardsProps extends RowsProps {
  imageBaseUrl: string;
  /** A short line under a card (why a film was picked). */
  captionOf?: ((movie: Movie) => ReactNode) | undefined;
}

/** What a row shows below its heading: its state, and its cards when it has films. */
interface RowBodyProps extends CardsProps {
  state: RowState;
  /** Cards before this index load at once (the first screen); later ones lazily. */
  eagerCount?: number;
}

interface MovieRowProps extends RowBodyProps {
  /** The row's heading (a list name, or a suggested title inside `<bdi>`). */
  title: ReactNode;
  /** A short line under the heading (why a suggested film was picked). */
  subtitle?: ReactNode;
  /** A line under the title saying what the row holds, when its name alone would mislead. */
  note?: ReactNode;
}

const SKELETON_CARDS = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
const CARD_WIDTH = "w-[clamp(112px,13vw,220px)]";

/** A titled, horizontally scrolling row of posters (none of the `HiddenFilms`), or its loading / error / empty state. */
export function MovieRow({ title, subtitle, note, ...body }: MovieRowProps) {
  const headingId = useId();
  const noteId = useId();
  return (
    <section aria-labelledby={headingId} aria-describedby={note ? noteId : undefined} className="relative">
      <h2 id={headingId} className="mb-1 ps-[4vw] pe-[4vw] text-lg font-semibold tracking-tight md:text-xl">
        {title}
      </h2>
      {subtitle && <p className="-mt-0.5 mb-1.5 px-[4vw] text-sm text-muted">{subtitle}</p>}
      {note && (
        <p id={noteId} className="-mt-0.5 mb-2 ps-[4vw] pe-[4vw] text-sm text-muted">
          {note}
        </p>
      )}
      <RowBody headingId={headingId} {...body} />
    </section>
  );
}

/** A row still without a title (e.g. while the AI thinks): a title bar and skeleton cards. */
export function MovieRowSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="ms-[4vw] mb-2 h-6 w-[min(16rem,50vw)] rounded" />
      <div className="flex gap-2 overflow-hidden px-[4vw] py-3">
        {SKELETON_CARDS.map((key) => (
          <Skeleton key={key} className={`aspect-[2/3] shrink-0 rounded-md ${CARD_WIDTH}`} />
        ))}
      </div>
    </div>
  );
}

/** What a row's films start from before their cards have rendered once (`useDeferredValue`'s initial value). */
const NOT_RENDERED: readonly Movie[] = [];

function RowBody({ state, headingId, eagerCount = 0, ...cards }: RowBodyProps & { headingId: string }) {
  const core = useStrings(coreStrings);
  const hidden = useHiddenFilms();
  // A row's first cards render in the background, in a render React interrupts to paint: the page's
  // shell and the featured film are on screen before the rows' cards are built, and each row fills in
  // on its own (rendering every row's cards in one task held /browse's first paint back 100–180 ms).
  const deferred = useDeferredValue(state.status === "ready" ? state.movies : null, NOT_RENDERED);
  if (state.status === "loading" || (state.status === "ready" && (deferred === null || deferred === NOT_RENDERED))) {
    return (
      <div className="relative">
        <p role="status" className="ps-[4vw] text-sm text-muted">
          {core.loading}
        </p>
        <div className="flex gap-2 overflow-hidden px-[4vw] py-3">
          {SKELETON_CARDS.map((key) => (
            <Skeleton key={key} className={`aspect-[2/3] shrink-0 rounded-md ${CARD_WIDTH}`} />
          ))}
        </div>
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div className="px-[4vw] py-3">
        <div className="flex min-h-24 flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-surface px-5 py-4 ring-1 ring-white/10">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
          <p role="alert" className="min-w-0 flex-1 text-sm text-ink md:text-base">
            {state.message}
          </p>
          <RetryButton onClick={state.onRetry} />
        </div>
      </div>
    );
  }
  // Once cards are on screen, another list (a genre or language chosen) replaces them at once: never
  // one list's films under another's title.
  const movies = state.movies.filter((movie) => movie.poster_path && !hidden.has(movie.id));
  if (movies.length === 0) {
    return (
      <div className="px-[4vw] py-3">
        <p className="flex min-h-24 items-center rounded-md bg-surface px-5 py-4 text-sm text-muted ring-1 ring-white/10 md:text-base">
          {state.emptyText}
        </p>
      </div>
    );
  }
  return <Track movies={movies} headingId={headingId} eagerCount={eagerCount} {...cards} />;
}

interface TrackProps extends CardsProps {
  movies: readonly Movie[];
  headingId: string;
  eagerCount: number;
}

function Track({ movies, headingId, imageBaseUrl, onOpenMovie, eagerCount, cardAction, captionOf }: TrackProps) {
  const t = useStrings(componentStrings);
  const rtl = LANGUAGES[useLanguage()].dir === "rtl";
  const trackRef = useRef<HTMLUListElement>(null);
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const { shown, showAll, fill } = useShownCards(movies.length);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    fill(track);
    const scrolled = Math.abs(track.scrollLeft);
    const atStart = scrolled < 4;
    const atEnd = scrolled + track.clientWidth >= track.scrollWidth - 4;
    setEdges((was) => (was.atStart === atStart && was.atEnd === atEnd ? was : { atStart, atEnd }));
  }, [fill]);

  // Measured before the first paint: a wide track never shows the end of its first cards.
  useLayoutEffect(() => {
    measure();
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollBy({
      left: direction * (rtl ? -1 : 1) * track.clientWidth * 0.9,
      behavior: reduce ? "auto" : "smooth",
    });
  };

  const focusCard = (index: number) => {
    const target = Math.max(0, Math.min(movies.length - 1, index));
    if (target >= shown) flushSync(showAll);
    setActive(target);
    cardRefs.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = {
      [forward]: active + 1,
      [back]: active - 1,
      Home: 0,
      End: movies.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusCard(next);
  };

  return (
    <div className="group/row relative">
      <ScrollButton side="start" hidden={edges.atStart} label={t.scrollBack} onClick={() => page(-1)} />
      <ul
        ref={trackRef}
        aria-labelledby={headingId}
        onScroll={() => {
          showAll();
          measure();
        }}
        onKeyDown={onKeyDown}
        // A pointer on a phone's track (touch starts with it, before a swipe) or focus in it shows
        // the rest; the paging buttons are shown only on tracks wide enough to have them all.
        onPointerEnter={showAll}
        onFocus={showAll}
        className="flex snap-x snap-mandatory scroll-px-[4vw] gap-2 overflow-x-auto overscroll-x-contain px-[4vw] py-3 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {movies.slice(0, shown).map((movie, index) => {
          const tabIndex = index === Math.min(active, shown - 1) ? 0 : -1;
          return (
            <li key={movie.id} className={`group/card relative shrink-0 snap-start ${CARD_WIDTH}`}>
              <MovieCard
                ref={(node) => {
                  cardRefs.current[index] = node;
                }}
                movie={movie}
                imageBaseUrl={imageBaseUrl}
                lazy={index >= eagerCount}
                tabIndex={tabIndex}
                onOpen={onOpenMovie}
                onFocus={() => setActive(index)}
                posterMissing={t.posterMissing}
              />
              {cardAction?.(movie, tabIndex)}
              {captionOf && <p className="mt-1 line-clamp-3 text-xs text-muted">{captionOf(movie)}</p>}
            </li>
          );
        })}
      </ul>
      <ScrollButton
        side="end"
        hidden={edges.atEnd && shown === movies.length}
        label={t.scrollForward}
        onClick={() => page(1)}
      />
    </div>
  );
}

interface ScrollButtonProps {
  side: "start" | "end";
  hidden: boolean;
  label: string;
  onClick: () => void;
}

/** Full-height paging button at one end of a row; shown on hover and while focus is inside the row. */
function ScrollButton({ side, hidden, label, onClick }: ScrollButtonProps) {
  const Icon = side === "start" ? ChevronLeft : ChevronRight;
  const place =
    side === "start"
      ? "start-0 bg-linear-to-r rtl:bg-linear-to-l from-page/90 to-page/10"
      : "end-0 bg-linear-to-l rtl:bg-linear-to-r from-page/90 to-page/10";
  return (
    <button
      type="button"
      aria-label={label}
      tabIndex={hidden ? -1 : 0}
      onClick={onClick}
      className={`absolute inset-y-3 z-20 hidden w-[max(4vw,3rem)] items-center justify-center text-ink opacity-0 transition-opacity duration-200 ease-out group-focus-within/row:opacity-100 group-hover/row:opacity-100 focus-visible:opacity-100 md:flex ${place} ${hidden ? "pointer-events-none md:invisible" : ""}`}
    >
      <Icon
        aria-hidden="true"
        className="size-9 drop-shadow-lg transition-transform duration-150 hover:scale-125 rtl:-scale-x-100"
      />
    </button>
  );
}
