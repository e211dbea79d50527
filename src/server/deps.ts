import type { Logger } from "pino";
import type { Version } from "../contract/version.js";
import type { AuthProvider } from "./auth/auth-provider.js";
import type { Cache } from "./cache/cache.js";
import type { Config } from "./config.js";
import type { AccountClosures } from "./db/account-closures.js";
import type { RateLimits } from "./http/rate-limit.js";
import type { ArtCatalog } from "./movies/art-catalog.js";
import type { MovieSource } from "./movies/movie-source.js";
import type { MyListStore } from "./my-list/my-list-store.js";
import type { Metrics } from "./ops/metrics.js";
import type { Readiness } from "./ops/readiness.js";
import type { SettingsStore } from "./settings/settings-store.js";
import type { Suggester } from "./suggest/suggester.js";
import type { TasteStore } from "./taste/taste-store.js";
import type { UserData } from "./user-data.js";

/** Everything routes need, built once by `main.ts` (or a test) and passed to `createApp`. */
export interface AppDeps {
  config: Config;
  log: Logger;
  cache: Cache;
  limits: RateLimits;
  /** The films whose generated art `/api/art` serves (the embedded catalogue, whichever source lists movies). */
  art: ArtCatalog;
  movies: MovieSource;
  suggester: Suggester;
  auth: AuthProvider;
  /** Each account's My List, kept in the database. */
  myList: MyListStore;
  /** What each account remembers across browsers (its language), in the database. */
  settings: SettingsStore;
  /** Each account's ratings and 'Seen it' marks, in the database. */
  taste: TasteStore;
  /** Stores of per-account rows, emptied when an account is deleted. */
  userData: readonly UserData[];
  /** Accounts being deleted: their own writes are refused by every store of `userData`. */
  closures: AccountClosures;
  /** Whether this process should get traffic (`/api/ready`). */
  readiness: Readiness;
  /** Which release and commit this server runs (`/api/version`, `reelwise_build_info`). */
  build: Version;
  /** Prometheus metrics, when `METRICS_TOKEN` is set. */
  metrics?: Metrics | undefined;
  /** Folder of the built SPA; routes other than /api are served from it. */
  webRoot: string;
}
