import { endpoint } from "./endpoint.js";
import { ART_BASE_PATH, perAddress } from "./site-endpoints.js";

/**
 * Poster art as images (not JSON): the page names these in `<img src>` (`ART_BASE_PATH` + a film's
 * `poster_path` or `backdrop_path`) and never calls them, so only the server imports this file.
 */
export const ART_ENDPOINTS = {
  artPoster: endpoint({ method: "GET", path: `${ART_BASE_PATH}/p/:file`, response: null, ...perAddress }),
  artBackdrop: endpoint({ method: "GET", path: `${ART_BASE_PATH}/b/:file`, response: null, ...perAddress }),
} as const;
