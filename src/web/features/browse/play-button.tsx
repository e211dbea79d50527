import { Play } from "lucide-react";
import { type ReactNode, useId } from "react";
import { BusyLabel } from "../../components/spinner";
import { coreStrings } from "../../i18n/core-strings";
import { useStrings } from "../../i18n/use-strings";
import { browseStrings } from "./strings";
import type { TrailerState } from "./use-trailer";

interface PlayButtonProps {
  trailer: TrailerState;
  onPlay: () => void;
  /** Buttons shown beside Play (More Info); the reason for a disabled Play goes on the line below. */
  children?: ReactNode;
  className?: string;
}

/** 'Play': light, with a play icon. Without a trailer it is disabled and says why, visibly. */
export function PlayButton({ trailer, onPlay, children, className = "items-start" }: PlayButtonProps) {
  const t = useStrings(browseStrings);
  const core = useStrings(coreStrings);
  const reasonId = useId();
  const reason = trailer.status === "none" ? t.noTrailer : trailer.status === "error" ? t.trailerFailed : null;
  const busy = trailer.status === "loading";
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={onPlay}
          disabled={trailer.status !== "ready"}
          aria-describedby={reason ? reasonId : undefined}
          aria-busy={busy || undefined}
          className="relative inline-flex h-11 items-center gap-2 rounded-md bg-ink px-6 text-base font-bold text-page transition-colors duration-150 hover:bg-ink/80 disabled:cursor-not-allowed disabled:bg-white/20 disabled:text-ink/75 md:px-7"
        >
          <Play aria-hidden="true" className={`size-5 fill-current ${busy ? "opacity-0" : ""}`} />
          <BusyLabel busy={busy} label={t.play} busyLabel={core.loading} />
        </button>
        {children}
      </div>
      {reason && (
        <p id={reasonId} className="text-sm font-medium text-ink/85">
          {reason}
        </p>
      )}
    </div>
  );
}
