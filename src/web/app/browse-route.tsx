import { useState } from "react";
import { useSearch } from "wouter";
import { navigate } from "wouter/use-browser-location";
import type { Movie } from "../../contract/movies";
import type { CardAction } from "../components/movie-row";
import { UserControls } from "../features/auth/user-controls";
import { BrowseView, prefetchListsWhenSignedIn } from "../features/browse/browse-view";
import { movieIdIn, withMovie } from "../features/browse/movie-link";
import { MovieLinkDialog } from "../features/browse/movie-link-dialog";
import { GptSearchView } from "../features/gpt-search/gpt-search-view";
import { GptToggle } from "../features/gpt-search/gpt-toggle";
import { useGptAddress } from "../features/gpt-search/use-gpt-address";
import { prefetchMyListWhenSignedIn } from "../features/my-list/my-list-api";
import { MyListNotice } from "../features/my-list/my-list-notice";
import { MyListRow } from "../features/my-list/my-list-row";
import { MyListToggle } from "../features/my-list/my-list-toggle";
import { Header } from "./header";

prefetchListsWhenSignedIn();
prefetchMyListWhenSignedIn();

/** History entries this page pushed to open More Info: closing one goes Back instead of adding another. */
interface OpenedHere {
  movieOpenedHere: true;
}

const openedHere = (state: unknown): boolean => (state as Partial<OpenedHere> | null)?.movieOpenedHere === true;

const cardToggle: CardAction = (movie, tabIndex) => <MyListToggle movie={movie} variant="card" tabIndex={tabIndex} />;
const dialogToggle = (movie: Movie) => <MyListToggle movie={movie} variant="dialog" />;

/**
 * `/browse`: the browse view (My List first) or the GPT Search view (`?view=gpt&q=…`), and More Info for the film
 * named in the address (`?movie=12`). Opening a card pushes that address, so Back closes the dialog
 * and the address can be shared; closing a dialog that came from a link drops the parameter.
 */
export function BrowseRoute() {
  const showGpt = useGptAddress().showing;
  const movieId = movieIdIn(useSearch());
  const [opened, setOpened] = useState<Movie | null>(null);

  const open = (movie: Movie) => {
    setOpened(movie);
    const state: OpenedHere = { movieOpenedHere: true };
    navigate(`/browse${withMovie(window.location.search, movie.id)}`, { state });
  };
  const close = () => {
    if (openedHere(window.history.state)) window.history.back();
    else navigate(`/browse${withMovie(window.location.search, null)}`, { replace: true });
  };

  return (
    <>
      <Header>
        <GptToggle />
        <UserControls />
      </Header>
      <main id="main" className="min-h-dvh">
        {showGpt ? (
          <GptSearchView onOpenMovie={open} cardAction={cardToggle} />
        ) : (
          <BrowseView
            onOpenMovie={open}
            leadingRow={<MyListRow onOpenMovie={open} cardAction={cardToggle} />}
            cardAction={cardToggle}
          />
        )}
      </main>
      {movieId !== null && (
        <MovieLinkDialog key={movieId} id={movieId} opened={opened} onClose={close} actions={dialogToggle} />
      )}
      <MyListNotice />
    </>
  );
}
