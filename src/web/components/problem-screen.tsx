import { coreStrings } from "../i18n/core-strings";
import { useDocumentLanguage } from "../i18n/document-language";
import { usePageTitle } from "../i18n/document-title";
import { useStrings } from "../i18n/use-strings";
import { CircleAlert, RotateCw } from "./inline-icons";

export interface ProblemScreenProps {
  title: string;
  body: string;
  /** The button's label ('Retry', 'Try again'). */
  retryLabel: string;
  /** A retry is under way: the button spins and ignores clicks. */
  busy?: boolean;
  onRetry: () => void;
}

/**
 * A whole screen that says what went wrong and offers one way out: the config that did not load,
 * the database down while a session is restored, a page's code that did not arrive. The tab names
 * all three alike ("Couldn't load — Reelwise"): the heading already carries the brand.
 */
export function ProblemScreen({ title, body, retryLabel, busy = false, onRetry }: ProblemScreenProps) {
  useDocumentLanguage();
  usePageTitle(useStrings(coreStrings).problemTab);
  return (
    <main
      id="main"
      aria-busy={busy || undefined}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-10 text-danger" />
      <h1 className="text-3xl font-extrabold md:text-4xl">{title}</h1>
      <p role="alert" className="max-w-xl text-lg text-muted">
        {body}
      </p>
      <button
        type="button"
        onClick={busy ? undefined : onRetry}
        aria-disabled={busy || undefined}
        className="inline-flex h-11 items-center gap-2 rounded-md bg-accent px-6 font-semibold text-page transition-colors duration-150 hover:bg-accent/90 aria-disabled:cursor-progress"
      >
        <RotateCw aria-hidden="true" className={busy ? "size-4 animate-spin motion-reduce:animate-none" : "size-4"} />
        {retryLabel}
      </button>
    </main>
  );
}
