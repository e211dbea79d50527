import { z } from "zod";
import { type Movie, WatchSchema } from "../../contract/movies.js";
import type { Video } from "./movie-source.js";

/**
 * TMDB's shapes, only the fields we read; unknown fields are ignored (zod strips them).
 * TMDB sends `null` or leaves out fields it lacks, so everything beyond id and title is lenient.
 */
const TmdbMovieSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  overview: z.string().nullish(),
  poster_path: z.string().nullish(),
  backdrop_path: z.string().nullish(),
  release_date: z.string().nullish(),
  vote_average: z.number().nullish(),
  original_title: z.string().nullish(),
  genre_ids: z.array(z.number().int()).nullish(),
});
type TmdbMovie = z.infer<typeof TmdbMovieSchema>;

const TmdbVideoSchema = z.object({
  type: z.string(),
  key: z.string().min(1),
  site: z.string().nullish(),
});

/** A movie's videos as the source answers and caches them (`Video[]`). */
export const VideoListSchema = z.array(
  z.object({ type: z.string(), key: z.string().min(1), site: z.string().optional() }),
) satisfies z.ZodType<Video[]>;

const TmdbProvidersSchema = z
  .array(z.object({ provider_name: z.string(), logo_path: z.string().nullish() }))
  .optional()
  .transform((list) => (list ?? []).map((p) => ({ name: p.provider_name, logo_path: p.logo_path ?? null })));

/** `/3/movie/{id}?append_to_response=credits,watch/providers,release_dates`: the fields More Info shows. */
const TmdbMovieFactsSchema = z.object({
  runtime: z.number().int().nullish(),
  genres: z.array(z.object({ name: z.string() })).default([]),
  credits: z
    .object({
      cast: z.array(z.object({ name: z.string(), order: z.number().optional() })).default([]),
      crew: z.array(z.object({ name: z.string(), job: z.string() })).default([]),
    })
    .default({ cast: [], crew: [] }),
  "watch/providers": z
    .object({
      results: z.record(
        z.string(),
        z.object({
          link: z.string().nullish(),
          flatrate: TmdbProvidersSchema,
          rent: TmdbProvidersSchema,
          buy: TmdbProvidersSchema,
        }),
      ),
    })
    .default({ results: {} }),
  release_dates: z
    .object({
      results: z.array(
        z.object({ iso_3166_1: z.string(), release_dates: z.array(z.object({ certification: z.string() })) }),
      ),
    })
    .default({ results: [] }),
});

/** What is kept of TMDB's answer for every region (plain data: it parses again when read from the cache). */
export const AllRegionFactsSchema = z.object({
  runtime: z.number().int().positive().nullable(),
  genres: z.array(z.string()),
  director: z.string().nullable(),
  cast: z.array(z.string()),
  certifications: z.record(z.string(), z.string()),
  watch: z.record(z.string(), z.object(WatchSchema.shape).omit({ region: true })),
});
export type AllRegionFacts = z.infer<typeof AllRegionFactsSchema>;

/** TMDB's facts answer as kept: top-billed `castShown` names, each region's first certification. */
export function parseMovieFacts(body: unknown, castShown: number): AllRegionFacts | undefined {
  const parsed = TmdbMovieFactsSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const tmdb = parsed.data;
  const certifications: Record<string, string> = {};
  for (const r of tmdb.release_dates.results) {
    const rated = r.release_dates.find((d) => d.certification !== "")?.certification;
    if (rated) certifications[r.iso_3166_1] = rated;
  }
  const watch: AllRegionFacts["watch"] = {};
  for (const [region, w] of Object.entries(tmdb["watch/providers"].results)) {
    watch[region] = { link: w.link ?? null, stream: w.flatrate, rent: w.rent, buy: w.buy };
  }
  return {
    runtime: tmdb.runtime && tmdb.runtime > 0 ? tmdb.runtime : null,
    genres: tmdb.genres.map((g) => g.name),
    director: tmdb.credits.crew.find((c) => c.job === "Director")?.name ?? null,
    cast: [...tmdb.credits.cast]
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .slice(0, castShown)
      .map((c) => c.name),
    certifications,
    watch,
  };
}

/** `/3/genre/movie/list`: TMDB's movie genres with their names in the asked language. */
export const TmdbGenreListSchema = z.object({
  genres: z.array(z.object({ id: z.number().int().positive(), name: z.string().min(1) })),
});

/** A page of `/3/movie/{list}` or `/3/search/movie`: only `results` must be an array. */
export const TmdbPageSchema = z.object({ results: z.array(z.unknown()) });
/** `/3/movie/{id}/videos`. */
export const TmdbVideosSchema = z.object({ results: z.array(z.unknown()) });

export function toMovie(m: TmdbMovie): Movie {
  return {
    id: m.id,
    title: m.title,
    overview: m.overview ?? "",
    poster_path: m.poster_path || null,
    ...(m.backdrop_path !== undefined && { backdrop_path: m.backdrop_path || null }),
    ...(m.release_date && { release_date: m.release_date }),
    ...(typeof m.vote_average === "number" && { vote_average: m.vote_average }),
    ...(m.original_title && m.original_title !== m.title && { original_title: m.original_title }),
    ...(m.genre_ids && m.genre_ids.length > 0 && { genre_ids: m.genre_ids }),
  };
}

/** What parsing a page gave: the items that parsed, and how many did not. */
export interface Parsed<T> {
  items: T[];
  dropped: number;
}

function parseEach<S extends z.ZodType, T>(raw: unknown[], schema: S, map: (x: z.infer<S>) => T): Parsed<T> {
  const items: T[] = [];
  for (const item of raw) {
    const parsed = schema.safeParse(item);
    if (parsed.success) items.push(map(parsed.data));
  }
  return { items, dropped: raw.length - items.length };
}

/**
 * A page's movies: one odd item is dropped rather than failing the row, but a page with no
 * `results` array, or where no item parses, is a mismatch (undefined).
 */
/** One film's details (`/3/movie/{id}`): the same fields as a list entry, or undefined if they do not parse. */
export function parseMovie(body: unknown): Movie | undefined {
  const parsed = TmdbMovieSchema.safeParse(body);
  return parsed.success ? toMovie(parsed.data) : undefined;
}

export function parseMoviePage(body: unknown, limit = 20): Parsed<Movie> | undefined {
  const page = TmdbPageSchema.safeParse(body);
  if (!page.success) return undefined;
  const parsed = parseEach(page.data.results.slice(0, limit), TmdbMovieSchema, toMovie);
  if (parsed.items.length === 0 && parsed.dropped > 0) return undefined;
  return parsed;
}

/**
 * A movie's videos, in TMDB's order. Only those the page can play are kept: the player is a
 * YouTube embed, so a Vimeo key would give a broken frame.
 */
export function parseVideos(body: unknown): Parsed<Video> | undefined {
  const page = TmdbVideosSchema.safeParse(body);
  if (!page.success) return undefined;
  const parsed = parseEach(
    page.data.results,
    TmdbVideoSchema,
    (v): Video => ({
      type: v.type,
      key: v.key,
      ...(v.site && { site: v.site }),
    }),
  );
  if (parsed.items.length === 0 && parsed.dropped > 0) return undefined;
  const playable = parsed.items.filter((v) => v.site === undefined || v.site === "YouTube");
  return { items: playable, dropped: parsed.dropped };
}
