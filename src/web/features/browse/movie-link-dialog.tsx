import { type ReactNode, useId } from "react";
import type { Movie } from "../../../contract/movies";
import { apiProblemOf } from "../../api/problem";
import { Dialog } from "../../components/dialog";
import { CircleAlert } from "../../components/inline-icons";
import { Spinner } from "../../components/spinner";
import { coreStrings } from "../../i18n/core-strings";
import { usePageTitle } from "../../i18n/document-title";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppSelector } from "../../store/hooks";
import { browseErrorMessage } from "./error-message";
import { MovieDetailsDialog } from "./movie-details-dialog";
import { type FindLoadedMovie, useGetMovieQuery } from "./movies-api";
import { browseStrings } from "./strings";

interface MovieLinkDialogProps {
  /** The film named in the address. */
  id: number;
  /** The film as the card that opened it knew it, when it was opened on this page. */
  opened: Movie | null;
  /** A film that a list loaded on this page holds (rows, My List, results), so it needs no request. */
  findLoaded: FindLoadedMovie;
  onClose: () => void;
  /** Buttons beside Play (My List's toggle). */
  actions?: (movie: Movie) => ReactNode;
  /** What the person thinks of the film (the rating buttons), under Play. */
  opinion?: (movie: Movie) => ReactNode;
  /** Opens another film's More Info ("More like this"). */
  onOpenMovie?: (movie: Movie) => void;
}

/**
 * More Info for the film in the address, in the reader's language: a film a list loaded in that
 * language holds (the rows, My List), else fetched by id in it. Meanwhile the film as the page
 * already has it (the card clicked, a list in another language) shows at once, else a spinner; a
 * message says when it cannot be found.
 */
export function MovieLinkDialog({
  id,
  opened,
  findLoaded,
  onClose,
  actions,
  opinion,
  onOpenMovie,
}: MovieLinkDialogProps) {
  const language = useLanguage();
  const inLanguage = useAppSelector((state) => findLoaded(state, id, language, opened));
  const known = useAppSelector((state) => (opened?.id === id ? opened : findLoaded(state, id)));
  const fetched = useGetMovieQuery({ id, language }, { skip: inLanguage !== undefined });
  const movie = inLanguage ?? fetched.data ?? known;
  if (movie) {
    return (
      <MovieDetailsDialog
        movie={movie}
        onClose={onClose}
        {...(actions && { actions })}
        {...(opinion && { opinion })}
        {...(onOpenMovie && { onOpenMovie })}
      />
    );
  }
  return <PendingDialog error={fetched.isError ? fetched.error : undefined} onClose={onClose} />;
}

/** While the film loads, or why it could not be shown; never an empty dialog. */
function PendingDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const t = useStrings(browseStrings);
  const core = useStrings(coreStrings);
  const language = useLanguage();
  const brand = useBrand();
  const titleId = useId();
  const problem = error === undefined ? null : apiProblemOf(error);
  const notFound = problem?.kind === "code" && problem.code === "not_found";
  const message = problem && (notFound ? t.movieNotFound : browseErrorMessage(problem, t, language, brand));
  const name = message ? t.movieUnavailable : core.loading;
  usePageTitle(name);
  return (
    <Dialog labelledBy={titleId} onClose={onClose} closeLabel={core.close}>
      <div className="flex min-h-60 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
        <h2 id={titleId} className="sr-only">
          {name}
        </h2>
        {message ? (
          <p role="alert" className="flex items-center gap-3 text-base text-ink">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
            {message}
          </p>
        ) : (
          <Spinner label={core.loading} className="size-10" />
        )}
      </div>
    </Dialog>
  );
}
