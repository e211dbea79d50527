import { coreStrings } from "../i18n/core-strings";
import { useStrings } from "../i18n/use-strings";
import { RotateCw } from "./inline-icons";

/** The light "Retry" button beside a failure's message; `className` adds to its size (e.g. `md:h-9`). */
export function RetryButton({ onClick, className = "" }: { onClick: () => void; className?: string }) {
  const core = useStrings(coreStrings);
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex h-11 items-center gap-2 rounded-md bg-ink px-4 text-sm font-semibold text-page transition-colors duration-150 hover:bg-ink/85 ${className}`}
    >
      <RotateCw aria-hidden="true" className="size-4" />
      {core.retry}
    </button>
  );
}
