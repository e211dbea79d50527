import type { Logger } from "pino";
import type { AuthProvider } from "./auth/auth-provider.js";
import type { Cache } from "./cache/cache.js";
import type { Config } from "./config.js";
import type { RateLimits } from "./http/rate-limit.js";
import type { Catalog } from "./movies/catalog.js";
import type { MovieSource } from "./movies/movie-source.js";
import type { Suggester } from "./suggest/suggester.js";

/** Everything routes need, built once by `main.ts` (or a test) and passed to `createApp`. */
export interface AppDeps {
  config: Config;
  log: Logger;
  cache: Cache;
  limits: RateLimits;
  catalog: Catalog;
  movies: MovieSource;
  suggester: Suggester;
  auth: AuthProvider;
  /** Folder of the built SPA; routes other than /api are served from it. */
  webRoot: string;
}
