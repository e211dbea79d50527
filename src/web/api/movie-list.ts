import type { LanguageId } from "../../contract/language";
import type { Movie, MovieList } from "../../contract/movies";

/** A query's arguments and the language its films are described in (each language is cached apart). */
export type InLanguage<T> = T & { language: LanguageId };

/** The films of a film list, as every query that reads one keeps them. */
export const moviesOf = (body: MovieList): Movie[] => body.results;
