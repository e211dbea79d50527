import { apiProblemOf } from "../../api/problem";
import { MovieRow, type RowState, type RowsProps } from "../../components/movie-row";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useImageBaseUrl } from "../../store/hooks";
import { useGetMyListQuery } from "./my-list-api";
import { myListMessage } from "./my-list-message";
import { myListStrings } from "./strings";

/**
 * The 'My List' row, newest first, its films described in the reader's language. Shown
 * only when the list has films, or when it could not be loaded (with Retry).
 */
export function MyListRow(rowProps: RowsProps) {
  const t = useStrings(myListStrings);
  const language = useLanguage();
  const imageBaseUrl = useImageBaseUrl();
  const list = useGetMyListQuery(language);
  let state: RowState;
  if (list.isError) {
    const reason = myListMessage(apiProblemOf(list.error), t, language);
    state = { status: "error", message: `${t.loadFailed} ${reason}`, onRetry: () => void list.refetch() };
  } else if (list.data && list.data.length > 0) {
    state = { status: "ready", movies: list.data };
  } else {
    return null;
  }
  return <MovieRow title={t.rowTitle} state={state} imageBaseUrl={imageBaseUrl} {...rowProps} />;
}
