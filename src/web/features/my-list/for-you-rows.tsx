import { interpolateNodes } from "../../components/interpolate-nodes";
import { MovieRow, type RowsProps } from "../../components/movie-row";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useImageBaseUrl } from "../../store/hooks";
import { useGetForYouQuery } from "./my-list-api";
import { myListStrings } from "./strings";

/**
 * 'Because you added ‹title›' and 'Top picks for you', made by the server from My List. Nothing
 * shows while they load, when the list is empty, or when they cannot be made: these rows are a
 * bonus, never a reason for an error on the page.
 */
export function ForYouRows({ onOpenMovie, cardAction }: RowsProps) {
  const t = useStrings(myListStrings);
  const language = useLanguage();
  const imageBaseUrl = useImageBaseUrl();
  const rows = useGetForYouQuery(language);
  const data = rows.data;
  if (!data) return null;
  const action = cardAction ? { cardAction } : {};
  return (
    <>
      {data.because && data.because.results.length > 0 && (
        <MovieRow
          title={interpolateNodes(t.becauseYouAdded, { title: <bdi key="title">{data.because.title}</bdi> })}
          state={{ status: "ready", movies: data.because.results }}
          imageBaseUrl={imageBaseUrl}
          onOpen={onOpenMovie}
          {...action}
        />
      )}
      {data.topPicks.length > 0 && (
        <MovieRow
          title={t.topPicks}
          state={{ status: "ready", movies: data.topPicks }}
          imageBaseUrl={imageBaseUrl}
          onOpen={onOpenMovie}
          {...action}
        />
      )}
    </>
  );
}
