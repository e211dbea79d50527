import type { ReactNode } from "react";
import type { Movie } from "../../../contract/movies";
import type { TopPick } from "../../../contract/my-list";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { MovieRow, type RowsProps } from "../../components/movie-row";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useImageBaseUrl } from "../../store/hooks";
import { useGetForYouQuery } from "./my-list-api";
import { myListStrings } from "./strings";

/**
 * 'Because you added ‹title›', 'Because you liked ‹title›' and 'Top picks for you' (each card says
 * why), made by the server from My List and the ratings. Nothing shows while they load, when there
 * is nothing to make them from, or when they cannot be made: these rows are a bonus, never a
 * reason for an error on the page.
 */
export function ForYouRows(rowProps: RowsProps) {
  const t = useStrings(myListStrings);
  const language = useLanguage();
  const imageBaseUrl = useImageBaseUrl();
  const rows = useGetForYouQuery(language);
  const data = rows.data;
  if (!data) return null;
  const titled = (sentence: string, title: string) =>
    interpolateNodes(sentence, { title: <bdi key="title">{title}</bdi> });
  const row = (key: string, title: ReactNode, movies: readonly Movie[], captionOf?: (movie: Movie) => ReactNode) =>
    movies.length > 0 && (
      <MovieRow
        key={key}
        title={title}
        state={{ status: "ready", movies }}
        imageBaseUrl={imageBaseUrl}
        captionOf={captionOf}
        {...rowProps}
      />
    );
  const reasons = new Map(data.topPicks.map((pick: TopPick) => [pick.id, pick.reason]));
  const why = (movie: Movie) => {
    const reason = reasons.get(movie.id);
    if (!reason) return null;
    return titled(reason.kind === "liked" ? t.becauseYouLiked : t.becauseYouAdded, reason.title);
  };
  return (
    <>
      {data.because && row("added", titled(t.becauseYouAdded, data.because.title), data.because.results)}
      {data.liked.map((liked) => row(`liked-${liked.title}`, titled(t.becauseYouLiked, liked.title), liked.results))}
      {row("top", t.topPicks, data.topPicks, why)}
    </>
  );
}
