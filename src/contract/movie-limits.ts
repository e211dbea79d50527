/** Movie ids are positive 31-bit integers (TMDB's and the catalogue's alike). Plain data: the page imports it without zod. */
export const MAX_MOVIE_ID = 2_147_483_647;
