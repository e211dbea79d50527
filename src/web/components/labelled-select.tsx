import { useId } from "react";

/** A select's option: its value, its text, and whether it is shown without being choosable. */
export type SelectOption = readonly [value: string | number, text: string, unchoosable?: boolean];

const SELECT_CLASS =
  "h-11 rounded-md bg-black/70 px-3 text-sm text-ink ring-1 ring-white/30 focus:ring-2 focus:ring-white/70 focus:outline-none md:h-9";

interface LabelledSelectProps {
  label: string;
  /** The label for screen readers only, where a heading beside the select already says what it is. */
  labelHidden?: boolean;
  value: string | number;
  /** When given, the first option, for no choice (""). */
  any?: string;
  options: readonly SelectOption[];
  /** While what it offers is still loading. */
  disabled?: boolean;
  onPick: (value: string) => void;
  /** Classes for the label and select's box (its padding). */
  className?: string;
}

/** A labelled plain select: the page's one look for it, and one the keyboard and screen readers know. */
export function LabelledSelect({
  label,
  labelHidden = false,
  value,
  any,
  options,
  disabled = false,
  onPick,
  className = "",
}: LabelledSelectProps) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={labelHidden ? "sr-only" : "text-sm font-semibold text-ink"}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onPick(event.target.value)}
        className={SELECT_CLASS}
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([option, text, unchoosable]) => (
          <option key={option} value={option} disabled={unchoosable}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
