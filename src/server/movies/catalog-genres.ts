import type { LanguageId } from "../../contract/language.js";
import type { Genre, GenreRow } from "../../contract/movies.js";
import type { Film } from "./catalog.js";

/**
 * The catalogue's genres to browse: its genres, and the creative types a viewer thinks of as
 * genres (science fiction, fantasy, super heroes, kids). Each with its name in every UI language.
 */
const CATALOG_GENRES: readonly {
  id: string;
  field: "genre" | "creativeType";
  value: string;
  names: Record<LanguageId, string>;
}[] = [
  { id: "action", field: "genre", value: "Action", names: { EN: "Action", AR: "أكشن", spanish: "Acción" } },
  {
    id: "adventure",
    field: "genre",
    value: "Adventure",
    names: { EN: "Adventure", AR: "مغامرة", spanish: "Aventura" },
  },
  { id: "comedy", field: "genre", value: "Comedy", names: { EN: "Comedy", AR: "كوميديا", spanish: "Comedia" } },
  {
    id: "black-comedy",
    field: "genre",
    value: "Black Comedy",
    names: { EN: "Black comedy", AR: "كوميديا سوداء", spanish: "Comedia negra" },
  },
  {
    id: "romantic-comedy",
    field: "genre",
    value: "Romantic Comedy",
    names: { EN: "Romantic comedy", AR: "كوميديا رومانسية", spanish: "Comedia romántica" },
  },
  { id: "drama", field: "genre", value: "Drama", names: { EN: "Drama", AR: "دراما", spanish: "Drama" } },
  { id: "horror", field: "genre", value: "Horror", names: { EN: "Horror", AR: "رعب", spanish: "Terror" } },
  {
    id: "thriller",
    field: "genre",
    value: "Thriller/Suspense",
    names: { EN: "Thriller", AR: "إثارة وتشويق", spanish: "Suspense" },
  },
  { id: "musical", field: "genre", value: "Musical", names: { EN: "Musical", AR: "موسيقي", spanish: "Musical" } },
  { id: "western", field: "genre", value: "Western", names: { EN: "Western", AR: "غربي", spanish: "Wéstern" } },
  {
    id: "documentary",
    field: "genre",
    value: "Documentary",
    names: { EN: "Documentary", AR: "وثائقي", spanish: "Documental" },
  },
  {
    id: "science-fiction",
    field: "creativeType",
    value: "Science Fiction",
    names: { EN: "Science fiction", AR: "خيال علمي", spanish: "Ciencia ficción" },
  },
  {
    id: "fantasy",
    field: "creativeType",
    value: "Fantasy",
    names: { EN: "Fantasy", AR: "فانتازيا", spanish: "Fantasía" },
  },
  {
    id: "super-hero",
    field: "creativeType",
    value: "Super Hero",
    names: { EN: "Super heroes", AR: "أبطال خارقون", spanish: "Superhéroes" },
  },
  {
    id: "kids",
    field: "creativeType",
    value: "Kids Fiction",
    names: { EN: "Kids", AR: "أطفال", spanish: "Infantil" },
  },
  {
    id: "historical",
    field: "creativeType",
    value: "Historical Fiction",
    names: { EN: "Historical", AR: "تاريخي", spanish: "Histórico" },
  },
];

/** Films per genre row. */
export const GENRE_ROW_SIZE = 20;
/** 'Acclaimed' counts only films rated by at least this many IMDB voters. */
const ACCLAIMED_MIN_VOTES = 10_000;

const votes = (f: Film) => f.imdbVotes ?? 0;

/** A film's genre and creative type as a viewer would name them, in the UI language. */
export function genreNamesOf(film: Film, language: LanguageId): string[] {
  return CATALOG_GENRES.filter((g) => film[g.field] === g.value).map((g) => g.names[language]);
}

export function catalogGenres(language: LanguageId): Genre[] {
  return CATALOG_GENRES.map((g) => ({ id: g.id, name: g.names[language] }));
}

/**
 * A genre's three rows from the catalogue: most voted, best rated (by critics when known, then
 * IMDB; well-known films only), newest. Only films with a poster; `undefined` for an unknown id.
 */
export function catalogGenreRows(
  films: readonly Film[],
  id: string,
  language: LanguageId,
): { genre: Genre; rows: Record<GenreRow, Film[]> } | undefined {
  const genre = CATALOG_GENRES.find((g) => g.id === id);
  if (!genre) return undefined;
  const members = films.filter((f) => f[genre.field] === genre.value && f.hasPoster);
  const score = (f: Film) => (f.rottenTomatoes ?? (f.imdbRating ?? 0) * 10) + (f.imdbRating ?? 0);
  return {
    genre: { id: genre.id, name: genre.names[language] },
    rows: {
      popular: [...members].sort((a, b) => votes(b) - votes(a) || a.id - b.id).slice(0, GENRE_ROW_SIZE),
      acclaimed: members
        .filter((f) => votes(f) >= ACCLAIMED_MIN_VOTES)
        .sort((a, b) => score(b) - score(a) || votes(b) - votes(a) || a.id - b.id)
        .slice(0, GENRE_ROW_SIZE),
      newest: members
        .filter((f) => f.releaseDate !== null)
        .sort((a, b) => (b.releaseDate ?? "").localeCompare(a.releaseDate ?? "") || a.id - b.id)
        .slice(0, GENRE_ROW_SIZE),
    },
  };
}
