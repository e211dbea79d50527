/**
 * Well liked, in the numbers every film on the wire carries (`Movie.vote_average`, 0–10: IMDb in
 * the catalogue, TMDB's votes in TMDB mode; `Movie.critics_score`, Rotten Tomatoes per cent). The
 * page's featured film must clear both bars; the server's catalogue reads the audiences' bar as its
 * own (`THRESHOLDS.wellLikedRating`: a feel-good film, a film viewers rate too low for its fame).
 */
export const WELL_LIKED_RATING = 6.5;
export const WELL_LIKED_CRITICS = 60;
