import { lazy, Suspense, useState } from "react";
import { useSearch } from "wouter";
import { navigate } from "wouter/use-browser-location";
import type { Movie } from "../../contract/movies";
import { HiddenFilms } from "../components/hidden-films";
import { PageSpinner } from "../components/spinner";
import { UserControls } from "../features/auth/user-controls";
import { BrowseView } from "../features/browse/browse-view";
import { movieIdIn, withMovie } from "../features/browse/movie-link";
import { type FindLoadedMovie, selectLoadedMovie } from "../features/browse/movies-api";
import { GptToggle } from "../features/gpt-search/gpt-toggle";
import { useGptAddress } from "../features/gpt-search/use-gpt-address";
import { ForYouRows } from "../features/my-list/for-you-rows";
import { selectMyListMovie } from "../features/my-list/my-list-api";
import { MyListNotice } from "../features/my-list/my-list-notice";
import { MyListRow } from "../features/my-list/my-list-row";
import { MyListToggle } from "../features/my-list/my-list-toggle";
import { useAccountLanguage } from "../features/settings/use-account-language";
import { TitleSearchField } from "../features/title-search/title-search-field";
import { useTitleSearchAddress } from "../features/title-search/use-title-search-address";
import { useNotForMe } from "../store/use-taste";
import { cardActions } from "./card-actions";
import { Header } from "./header";

export { attachBrowse } from "./browse-state";

/*
 * What the first screen does not show loads when it is first needed, so /browse's first load stays
 * within its budget: More Info (with its facts, "More like this" and the rating buttons), GPT
 * Search, title results.
 */
const MovieLinkDialog = lazy(async () => ({
  default: (await import("../features/browse/movie-link-dialog")).MovieLinkDialog,
}));
const GptSearchView = lazy(async () => ({
  default: (await import("../features/gpt-search/gpt-search-view")).GptSearchView,
}));
const TasteButtons = lazy(async () => ({
  default: (await import("../features/taste/taste-buttons")).TasteButtons,
}));
const TitleSearchResults = lazy(async () => ({
  default: (await import("../features/title-search/title-search-results")).TitleSearchResults,
}));

/**
 * History entries this page pushed to open More Info, and how many More Infos deep (one from a
 * row, one more for each "More like this" film): closing goes Back past all of them at once,
 * while the browser's Back walks back one film at a time.
 */
interface OpenedHere {
  movieOpenedHere: true;
  depth: number;
}

const openedDepth = (state: unknown): number =>
  typeof state === "object" &&
  state !== null &&
  "movieOpenedHere" in state &&
  state.movieOpenedHere === true &&
  "depth" in state &&
  typeof state.depth === "number"
    ? state.depth
    : 0;

/**
 * A film that a row on this page holds (the lists, a genre's rows, "More like this", My List), in
 * any language or only in `language`: a link to it opens at once, with no request. Title search
 * results are left out: reading them here would take their endpoints out of their own chunk.
 */
const findLoadedMovie: FindLoadedMovie = (state, id, language, opened) =>
  selectLoadedMovie(state, id, language, opened) ?? selectMyListMovie(state, id, language);

const dialogToggle = (movie: Movie) => <MyListToggle movie={movie} variant="dialog" />;
const tasteButtons = (movie: Movie) => (
  <Suspense fallback={null}>
    <TasteButtons movie={movie} />
  </Suspense>
);

/**
 * `/browse`: the browse view (My List first), title search results (`?search=…`) or the GPT Search
 * view (`?view=gpt&q=…`), and More Info for the film
 * named in the address (`?movie=12`). Opening a card pushes that address, so Back closes the dialog
 * and the address can be shared; closing a dialog that came from a link drops the parameter.
 */
export function BrowseRoute() {
  useAccountLanguage();
  const showGpt = useGptAddress().showing;
  const titleQuery = useTitleSearchAddress().query;
  const movieId = movieIdIn(useSearch());
  const [opened, setOpened] = useState<Movie | null>(null);
  const notForMe = useNotForMe();

  const open = (movie: Movie) => {
    setOpened(movie);
    const depth = movieIdIn(window.location.search) === null ? 1 : openedDepth(window.history.state) + 1;
    const state: OpenedHere = { movieOpenedHere: true, depth };
    navigate(`/browse${withMovie(window.location.search, movie.id)}`, { state });
  };
  const close = () => {
    const depth = openedDepth(window.history.state);
    if (depth > 0) window.history.go(-depth);
    else navigate(`/browse${withMovie(window.location.search, null)}`, { replace: true });
  };

  return (
    <HiddenFilms value={notForMe}>
      <Header>
        <TitleSearchField />
        <GptToggle />
        <UserControls />
      </Header>
      <main id="main" className="min-h-dvh">
        {titleQuery !== "" ? (
          <Suspense fallback={<PageSpinner />}>
            <TitleSearchResults query={titleQuery} onOpenMovie={open} />
          </Suspense>
        ) : showGpt ? (
          <Suspense fallback={<PageSpinner />}>
            <GptSearchView onOpenMovie={open} cardAction={cardActions} />
          </Suspense>
        ) : (
          <BrowseView
            onOpenMovie={open}
            leadingRow={
              <>
                <MyListRow onOpenMovie={open} cardAction={cardActions} />
                <ForYouRows onOpenMovie={open} cardAction={cardActions} />
              </>
            }
            cardAction={cardActions}
          />
        )}
      </main>
      {movieId !== null && (
        <Suspense fallback={null}>
          <MovieLinkDialog
            key={movieId}
            id={movieId}
            opened={opened}
            findLoaded={findLoadedMovie}
            onClose={close}
            actions={dialogToggle}
            opinion={tasteButtons}
            onOpenMovie={open}
          />
        </Suspense>
      )}
      <MyListNotice />
    </HiddenFilms>
  );
}
