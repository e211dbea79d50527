import Redis from "ioredis";
import type { Logger } from "pino";
import { createAuthProvider } from "./auth/index.js";
import { createCache } from "./cache/index.js";
import type { Config } from "./config.js";
import type { AppDeps } from "./deps.js";
import { createRateLimits } from "./http/rate-limit.js";
import { createLogger } from "./logger.js";
import { Catalog } from "./movies/catalog.js";
import { createMovieSource } from "./movies/index.js";
import { createSuggester } from "./suggest/index.js";

export interface Services {
  deps: AppDeps;
  close(): Promise<void>;
}

function connectRedis(url: string, log: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on("error", (error: Error) => log.warn({ err: { message: error.message } }, "redis error"));
  return redis;
}

/** Build every seam once from the config: the only place that picks implementations. */
export async function createServices(config: Config, webRoot: string, log?: Logger): Promise<Services> {
  const logger = log ?? createLogger(config.logLevel);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  const cache = createCache(redis, logger);
  const limits = createRateLimits(redis);
  const catalog = Catalog.load();
  const movies = createMovieSource(config.movies, { cache, log: logger, catalog });
  const suggester = createSuggester(config.suggest, { catalog, log: logger });
  const auth = await createAuthProvider(config, { log: logger, limits, redis });
  return {
    deps: { config, log: logger, cache, limits, catalog, movies, suggester, auth, webRoot },
    async close() {
      await auth.close();
      await cache.close();
      redis?.disconnect();
    },
  };
}
