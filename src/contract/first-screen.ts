import { ACCOUNT_DATA_ENDPOINTS } from "./account-data-endpoints.js";
import { pathOf } from "./endpoint.js";
import type { LanguageId } from "./language.js";
import { MOVIE_ENDPOINTS } from "./movie-endpoints.js";
import { LIST_KINDS } from "./movies.js";
import { SETTINGS_ENDPOINTS } from "./settings-endpoints.js";
import { SITE_ENDPOINTS } from "./site-endpoints.js";

/** The page whose HTML carries its first screen's answers. */
export const FIRST_SCREEN_PAGE = "/browse";

/** Who the HTML was made for: asked first; the rest only when someone is signed in. */
export const FIRST_SCREEN_SESSION = SITE_ENDPOINTS.session.path;

/**
 * The signed-in requests `/browse`'s first screen sends in `language`, written as the page writes
 * them (path, then `?language=…` where the row takes it): the four lists, the genres, My List, the
 * rows made for the account, the ratings and the settings.
 */
export function firstScreenRequests(language: LanguageId): string[] {
  const inLanguage = `?${new URLSearchParams({ language })}`;
  return [
    ...LIST_KINDS.map((kind) => pathOf(MOVIE_ENDPOINTS.list, { kind }) + inLanguage),
    MOVIE_ENDPOINTS.genres.path + inLanguage,
    ACCOUNT_DATA_ENDPOINTS.myList.path + inLanguage,
    ACCOUNT_DATA_ENDPOINTS.forYou.path + inLanguage,
    ACCOUNT_DATA_ENDPOINTS.taste.path,
    SETTINGS_ENDPOINTS.settings.path,
  ];
}
