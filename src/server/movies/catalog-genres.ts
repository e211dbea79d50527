import type { LanguageId } from "../../contract/language.js";
import type { Genre, GenreRow } from "../../contract/movies.js";
import type { Film } from "./catalog.js";
import { GENRE_ROW_SIZE } from "./movie-source.js";

interface CatalogGenre {
  id: string;
  field: "genre" | "creativeType";
  value: string;
  names: Record<LanguageId, string>;
}

/** A genre to browse: the films whose `field` is `value`, named in EN, AR and Spanish. */
const catalogGenre =
  (field: CatalogGenre["field"]) =>
  (id: string, value: string, EN: string, AR: string, spanish: string): CatalogGenre => ({
    id,
    field,
    value,
    names: { EN, AR, spanish },
  });
const byGenre = catalogGenre("genre");
const byCreativeType = catalogGenre("creativeType");

/**
 * The catalogue's genres to browse: its genres, and the creative types a viewer thinks of as
 * genres (science fiction, fantasy, super heroes, kids). Each with its name in every UI language.
 */
const CATALOG_GENRES: readonly CatalogGenre[] = [
  byGenre("action", "Action", "Action", "أكشن", "Acción"),
  byGenre("adventure", "Adventure", "Adventure", "مغامرة", "Aventura"),
  byGenre("comedy", "Comedy", "Comedy", "كوميديا", "Comedia"),
  byGenre("black-comedy", "Black Comedy", "Black comedy", "كوميديا سوداء", "Comedia negra"),
  byGenre("romantic-comedy", "Romantic Comedy", "Romantic comedy", "كوميديا رومانسية", "Comedia romántica"),
  byGenre("drama", "Drama", "Drama", "دراما", "Drama"),
  byGenre("horror", "Horror", "Horror", "رعب", "Terror"),
  byGenre("thriller", "Thriller/Suspense", "Thriller", "إثارة وتشويق", "Suspense"),
  byGenre("musical", "Musical", "Musical", "موسيقي", "Musical"),
  byGenre("western", "Western", "Western", "غربي", "Wéstern"),
  byGenre("documentary", "Documentary", "Documentary", "وثائقي", "Documental"),
  byCreativeType("science-fiction", "Science Fiction", "Science fiction", "خيال علمي", "Ciencia ficción"),
  byCreativeType("fantasy", "Fantasy", "Fantasy", "فانتازيا", "Fantasía"),
  byCreativeType("super-hero", "Super Hero", "Super heroes", "أبطال خارقون", "Superhéroes"),
  byCreativeType("kids", "Kids Fiction", "Kids", "أطفال", "Infantil"),
  byCreativeType("historical", "Historical Fiction", "Historical", "تاريخي", "Histórico"),
];

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
 * IMDB; well-known films only), newest. Each row leaves out the films of the rows before it, so
 * no film is shown twice. Only films with a poster; `undefined` for an unknown id.
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
  const shown = new Set<Film>();
  const row = (candidates: Film[], order: (a: Film, b: Film) => number): Film[] => {
    const chosen = candidates
      .filter((f) => !shown.has(f))
      .sort(order)
      .slice(0, GENRE_ROW_SIZE);
    for (const f of chosen) shown.add(f);
    return chosen;
  };
  const popular = row(members, (a, b) => votes(b) - votes(a) || a.id - b.id);
  const acclaimed = row(
    members.filter((f) => votes(f) >= ACCLAIMED_MIN_VOTES),
    (a, b) => score(b) - score(a) || votes(b) - votes(a) || a.id - b.id,
  );
  const newest = row(
    members.filter((f) => f.releaseDate !== null),
    (a, b) => (b.releaseDate ?? "").localeCompare(a.releaseDate ?? "") || a.id - b.id,
  );
  return { genre: { id: genre.id, name: genre.names[language] }, rows: { popular, acclaimed, newest } };
}
