import type Redis from "ioredis";
import type { Logger } from "pino";
import { finishInterruptedDeletions } from "./account/account-deletion.js";
import type { SendResetLink } from "./auth/auth-provider.js";
import { createAuthProvider } from "./auth/index.js";
import { createCache } from "./cache/index.js";
import type { Config } from "./config.js";
import { createAccountClosures } from "./db/account-closures.js";
import { assertServerDatabase, closeDatabase, openDatabase } from "./db/database.js";
import type { AppDeps } from "./deps.js";
import { createRateLimits } from "./http/rate-limit.js";
import { createLogger, errorFields } from "./logger.js";
import { createMailer } from "./mail/index.js";
import { mailResetLinks } from "./mail/reset-links.js";
import { Catalog } from "./movies/catalog/catalog.js";
import { createMovieSource } from "./movies/index.js";
import { createMyListStore } from "./my-list/index.js";
import { readBuildInfo } from "./ops/build-info.js";
import { createMetrics } from "./ops/metrics.js";
import { createReadiness } from "./ops/readiness.js";
import { createSettingsStore } from "./settings/index.js";
import { createSuggester } from "./suggest/index.js";
import { createTasteStore } from "./taste/index.js";
import type { UserData } from "./user-data.js";

export interface Services {
  deps: AppDeps;
  close(): Promise<void>;
}

/** ioredis is imported only when `REDIS_URL` is set. */
async function connectRedis(url: string, log: Logger): Promise<Redis> {
  const { default: Redis } = await import("ioredis");
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on("error", (error: Error) => log.warn({ err: { message: error.message } }, "redis error"));
  return redis;
}

export interface ServiceOverrides {
  /** Deliver password-reset links some other way than e-mail (the operator command prints them). */
  sendResetLink?: SendResetLink;
  /** Open the database only if it already exists (the operator command must not create an empty one). */
  existingDatabase?: boolean;
}

/** Build every seam once from the config: the only place that picks implementations. */
export async function createServices(
  config: Config,
  webRoot: string,
  log?: Logger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  const logger = log ?? createLogger(config.logLevel);
  const buildInfo = readBuildInfo(config.commit);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  const cache = await createCache(redis, logger);
  const limits = createRateLimits(redis, {}, logger, config.rateLimitScale);
  const catalog = Catalog.load();
  const movies = createMovieSource(config.movies, { cache, log: logger, catalog });
  const suggester = createSuggester(config.suggest, { log: logger });
  const database = await openDatabase({ ...config.database, mustExist: overrides.existingDatabase === true }, logger);
  const mailer = createMailer(config.mail);
  try {
    if (overrides.existingDatabase) await assertServerDatabase(database, config.database);
    const sendResetLink = overrides.sendResetLink ?? mailResetLinks(mailer, config.brand, logger);
    const auth = await createAuthProvider(config.auth, { log: logger, redis, database, sendResetLink });
    const closures = await createAccountClosures(database, logger);
    const myList = await createMyListStore(database, logger);
    const settings = await createSettingsStore(database, logger);
    const taste = await createTasteStore(database, logger);
    // Every store of per-account rows, emptied when an account is deleted.
    const userData: UserData[] = [myList, settings, taste];
    // Deletions a crash or a failure left half done are finished before any request is served.
    await finishInterruptedDeletions({ closures, userData, auth }, logger).catch((error: unknown) => {
      logger.error({ err: errorFields(error) }, "could not finish interrupted account deletions");
    });
    const readiness = createReadiness({ database, redis, log: logger });
    const stopWatching = readiness.watch();
    const build = await buildInfo;
    const metrics = config.metricsToken ? createMetrics({ stores: () => readiness.report(), build }) : undefined;
    return {
      deps: {
        config,
        log: logger,
        cache,
        limits,
        art: catalog,
        movies,
        suggester,
        auth,
        myList,
        settings,
        taste,
        userData,
        closures,
        readiness,
        build,
        metrics,
        webRoot,
      },
      async close() {
        stopWatching();
        metrics?.close();
        await suggester.close?.();
        await auth.close();
        await mailer.close();
        await closeDatabase(database);
        await cache.close();
        redis?.disconnect();
      },
    };
  } catch (error) {
    await mailer.close();
    await closeDatabase(database);
    throw error;
  }
}
