import { type Budget, row } from "./endpoint.js";
import {
  GenreListSchema,
  GenreRowsSchema,
  MovieDetailsSchema,
  MovieFactsSchema,
  MovieListSchema,
  TrailerResponseSchema,
} from "./movies.js";

/** Signed in, counted per user against `name`. */
const spends = (name: Budget["name"]) =>
  ({ access: "signed-in", budgets: [{ name, per: "user", spentBy: "middleware" }] }) as const;

/** Films: the lists, genres, title search and one film's details, trailer, facts and look-alikes. Signed in only. */
export const MOVIE_ENDPOINTS = {
  /** `:kind` is one of `LIST_KINDS`; the server mounts one route per kind. */
  list: row("GET", "/api/movies/:kind", MovieListSchema, spends("lists")),
  genres: row("GET", "/api/movies/genres", GenreListSchema, spends("lists")),
  genre: row("GET", "/api/movies/genres/:genre", GenreRowsSchema, spends("lists")),
  search: row("GET", "/api/movies/search", MovieListSchema, spends("searches")),
  trailer: row("GET", "/api/movies/:id/trailer", TrailerResponseSchema, spends("trailers")),
  facts: row("GET", "/api/movies/:id/facts", MovieFactsSchema, spends("films")),
  similar: row("GET", "/api/movies/:id/similar", MovieListSchema, spends("films")),
  film: row("GET", "/api/movies/:id{[0-9]+}", MovieDetailsSchema, spends("films")),
} as const;
