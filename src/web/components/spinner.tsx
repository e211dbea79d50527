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
