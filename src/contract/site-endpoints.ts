import { ArtMosaicSchema } from "./art.js";
import { SessionResponseSchema } from "./auth.js";
import { PublicConfigSchema } from "./config.js";
import { OkSchema, row } from "./endpoint.js";

/** Our own poster art, whatever the movie source: this + a film's `poster_path` (`/p/…`) or `backdrop_path` (`/b/…`). */
export const ART_BASE_PATH = "/api/art";

/** Anyone, counted per address. */
export const perAddress = {
  access: "public",
  budgets: [{ name: "publicRoutes", per: "address", spentBy: "middleware" }],
} as const;

/** What every page asks: health, the public config, who is signed in, the sign-in page's poster wall (the art itself: `art-endpoints.ts`). */
export const SITE_ENDPOINTS = {
  health: row("GET", "/api/health", OkSchema, { access: "public", budgets: [] }),
  config: row("GET", "/api/config", PublicConfigSchema, perAddress),
  session: row("GET", "/api/session", SessionResponseSchema, perAddress),
  artMosaic: row("GET", `${ART_BASE_PATH}/mosaic`, ArtMosaicSchema, perAddress),
} as const;
