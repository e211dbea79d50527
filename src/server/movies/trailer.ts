import type { Trailer } from "../../contract/movies.js";
import type { Video } from "./movie-source.js";

/**
 * The first video of type 'Trailer'; if none, the first video; an empty list → null.
 * Only `{ type, key }` leaves the server: the page needs nothing else to embed it.
 */
export function chooseTrailer(videos: readonly Video[]): Trailer {
  const chosen = videos.find((v) => v.type === "Trailer") ?? videos[0];
  return chosen ? { type: chosen.type, key: chosen.key } : null;
}
