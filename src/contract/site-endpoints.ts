import { ArtMosaicSchema } from "./art.js";
import { SessionResponseSchema } from "./auth.js";
import { PublicConfigSchema } from "./config.js";
import { endpoint, OkSchema, row } from "./endpoint.js";

/** Our own poster art, whatever the movie source: this + a film's `poster_path` (`/p/…`) or `backdrop_path` (`/b/…`). */
export const ART_BASE_PATH = "/api/art";

const perAddress = {
  access: "public",
  budgets: [{ name: "publicRoutes", per: "address", spentBy: "middleware" }],
} as const;

/** What every page asks: health, the public config, who is signed in, poster art. */
export const SITE_ENDPOINTS = {
  health: row("GET", "/api/health", OkSchema, { access: "public", budgets: [] }),
  config: row("GET", "/api/config", PublicConfigSchema, perAddress),
  session: row("GET", "/api/session", SessionResponseSchema, perAddress),
  artPoster: endpoint({ method: "GET", path: `${ART_BASE_PATH}/p/:file`, response: null, ...perAddress }),
  artBackdrop: endpoint({ method: "GET", path: `${ART_BASE_PATH}/b/:file`, response: null, ...perAddress }),
  artMosaic: row("GET", `${ART_BASE_PATH}/mosaic`, ArtMosaicSchema, perAddress),
} as const;
