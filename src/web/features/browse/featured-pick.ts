import type { ListKind, Movie } from "../../../contract/movies";
import { imageUrl } from "../../components/movie-art";
import { hasApiCache } from "../../store/api";
import type { AppStore, RootState } from "../../store/hooks";
import { selectNotForMe } from "../../store/taste-api";
import { featuredCandidates } from "./featured-candidates";
import { type ListArgs, moviesApi } from "./movies-api";
import { featuredMovieChosen, selectFeaturedMovieId } from "./movies-slice";

/** The list the featured movie comes from. */
export const FEATURED_LIST = "now-playing" satisfies ListKind;

/** The featured list in the UI language, once loaded. */
function selectFeaturedList(state: RootState): Movie[] | undefined {
  if (!hasApiCache(state)) return undefined;
  const args: ListArgs = { kind: FEATURED_LIST, language: state.config.language };
  return moviesApi.endpoints.getMovieList.select(args)(state).data;
}

/** The featured movie: the pick, while the loaded list holds it and it is not 'Not for me'. */
export function selectFeaturedMovie(state: RootState): Movie | undefined {
  const id = selectFeaturedMovieId(state);
  if (id === null || selectNotForMe(state, id)) return undefined;
  return selectFeaturedList(state)?.find((movie) => movie.id === id && movie.poster_path);
}

/** Start loading an image the page is about to show, ahead of the render that shows it. */
function preloadImage(url: string | null): void {
  // Outside a browser (a test's store) there is nothing to load.
  if (!url || typeof document === "undefined") return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.fetchPriority = "high";
  link.href = url;
  document.head.append(link);
}

/**
 * The one place the featured movie is picked, for as long as `store` lives: whenever the featured
 * list in the UI language is loaded and holds no pick (the visit's first list, or a language's list
 * without it, or the pick was just said 'Not for me'), a random film among its `featuredCandidates`
 * (well liked, recent, with a poster, not 'Not for me'). It runs inside the store update that
 * brings the list, so the view's first render with the list already shows the film, and its art
 * (the largest thing on the first screen) starts loading before that render. Returns the stop.
 */
export function keepFeaturedMoviePicked(
  store: Pick<AppStore, "getState" | "dispatch" | "subscribe">,
  random: () => number = Math.random,
): () => void {
  const pick = () => {
    const state = store.getState();
    const list = selectFeaturedList(state);
    if (!list || selectFeaturedMovie(state)) return;
    const pool = featuredCandidates(list, (id) => selectNotForMe(state, id));
    const movie = pool[Math.floor(random() * pool.length)];
    if (!movie) return;
    store.dispatch(featuredMovieChosen(movie.id));
    preloadImage(imageUrl(state.config.server?.imageBaseUrl ?? "", movie.backdrop_path ?? movie.poster_path));
  };
  pick();
  return store.subscribe(pick);
}
