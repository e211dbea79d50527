import { coreStrings } from "../i18n/core-strings";
import { useStrings } from "../i18n/use-strings";

interface SpinnerProps {
  label: string;
  className?: string;
}

/** A small accent-coloured spinner with an accessible name. */
export function Spinner({ label, className = "size-8" }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        className={`${className} animate-spin rounded-full border-2 border-accent/30 border-t-accent motion-reduce:animate-none`}
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A whole page still loading (the session being restored, a page's or a view's code arriving). */
export function PageSpinner() {
  const core = useStrings(coreStrings);
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={core.loading} className="size-10" />
    </div>
  );
}

/**
 * A busy button's label and spinner (the button is `relative`): the label turns transparent, not
 * hidden, so it stays the button's accessible name while the spinner covers it.
 */
export function BusyLabel({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      <span className={busy ? "opacity-0" : ""}>{label}</span>
      {busy && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner label={busyLabel} className="size-5" />
        </span>
      )}
    </>
  );
}
