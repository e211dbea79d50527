import { Check, Share2 } from "lucide-react";
import { useState } from "react";
import type { Movie } from "../../../contract/movies";
import { useStrings } from "../../i18n/use-strings";
import { movieLinkOf } from "./movie-link";
import { browseStrings } from "./strings";

type Outcome = "idle" | "copied" | "failed";

/** Share through the system sheet; where there is none (or it fails), copy the link instead. */
async function shareOrCopy(movie: Movie, url: string): Promise<Outcome | null> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: movie.title, url });
      return null;
    } catch (error) {
      // The person closed the sheet: nothing to say. Any other failure falls back to copying.
      if (error instanceof Error && error.name === "AbortError") return null;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch {
    return "failed";
  }
}

/** 'Share' in More Info: the film's `/browse?movie=` link, with a spoken confirmation when copied. */
export function ShareButton({ movie }: { movie: Movie }) {
  const t = useStrings(browseStrings);
  const [outcome, setOutcome] = useState<Outcome>("idle");
  const url = movieLinkOf(movie.id);
  const share = async () => {
    setOutcome("idle");
    const result = await shareOrCopy(movie, url);
    if (result) setOutcome(result);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex h-11 items-center gap-2 rounded-md bg-neutral-500/70 px-5 text-base font-semibold text-ink transition-colors duration-150 hover:bg-neutral-500/50"
      >
        {outcome === "copied" ? (
          <Check aria-hidden="true" className="size-5" />
        ) : (
          <Share2 aria-hidden="true" className="size-5" />
        )}
        {t.share}
      </button>
      <p role="status" className="basis-full text-center text-sm font-medium text-ink/85">
        {outcome === "copied" && t.linkCopied}
        {outcome === "failed" && (
          <>
            {t.copyFailed} <bdi className="select-all break-all">{url}</bdi>
          </>
        )}
      </p>
    </>
  );
}
