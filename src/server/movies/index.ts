import type { Logger } from "pino";
import type { Cache } from "../cache/cache.js";
import { createLoader } from "../cache/cached.js";
import type { Config } from "../config.js";
import type { Catalog } from "./catalog/catalog.js";
import { CatalogSource } from "./catalog-source.js";
import type { MovieSource } from "./movie-source.js";
import { TmdbSource } from "./tmdb-source.js";

export interface MovieSourceDeps {
  cache: Cache;
  log: Logger;
  catalog: Catalog;
}

/** The one place that knows both sources: TMDB when a token is configured, the catalogue otherwise. */
export function createMovieSource(cfg: Config["movies"], deps: MovieSourceDeps): MovieSource {
  switch (cfg.kind) {
    case "tmdb":
      return new TmdbSource(cfg, { loader: createLoader(deps.cache, deps.log), log: deps.log });
    case "catalog":
      return new CatalogSource(deps.catalog);
  }
}
