import type { ReactNode } from "react";

/**
 * A one-line notice with the action that gets the person out of it ("No genre called ‘nope’." →
 * Show all genres; "No films match these filters." → Clear filters).
 */
export function NoticeWithAction({
  text,
  role,
  actionLabel,
  onAction,
  className = "",
}: {
  text: ReactNode;
  role: "alert" | "status";
  actionLabel: string;
  onAction: () => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-4 ${className}`}>
      <p role={role} className="text-base text-ink">
        {text}
      </p>
      <button
        type="button"
        onClick={onAction}
        className="inline-flex h-11 items-center rounded-md bg-ink px-5 text-sm font-semibold text-page hover:bg-ink/85"
      >
        {actionLabel}
      </button>
    </div>
  );
}
