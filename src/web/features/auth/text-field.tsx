import { type InputHTMLAttributes, type ReactNode, useId } from "react";

interface TextFieldProps
  extends Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "autoComplete" | "inputMode" | "maxLength" | "required" | "defaultValue"
  > {
  name: string;
  /** Shown as a floating label and given as the placeholder. */
  label: string;
  /** Ids of the lines that describe the field (hint, error). */
  describedBy?: string | undefined;
  invalid?: boolean;
  /** A control inside the field at its inline end (the password toggle). */
  trailing?: ReactNode;
}

/**
 * A 52 px input with a floating label: the label sits in the field while it is empty and moves up
 * when it has focus or a value. The placeholder carries the same words for tools that read it.
 */
export function TextField({ name, label, describedBy, invalid, trailing, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="relative">
      <input
        id={id}
        name={name}
        placeholder={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        spellCheck={false}
        autoCapitalize="none"
        {...input}
        className={`peer block h-[52px] w-full rounded-md border bg-black/55 ps-4 pt-5 pb-1.5 text-base text-ink transition-colors duration-150 placeholder:text-transparent hover:border-white/50 focus:border-white/70 ${
          trailing ? "pe-14" : "pe-4"
        } ${invalid ? "border-danger/80" : "border-white/30"}`}
      />
      <label
        htmlFor={id}
        className="pointer-events-none absolute start-4 top-3.5 max-w-[calc(100%-2rem)] -translate-y-1/2 truncate text-xs text-muted transition-all duration-150 peer-placeholder-shown:top-1/2 peer-placeholder-shown:text-base peer-autofill:top-3.5 peer-autofill:text-xs peer-focus:top-3.5 peer-focus:text-xs"
      >
        {label}
      </label>
      {trailing && <div className="absolute inset-y-0 end-1 flex items-center">{trailing}</div>}
    </div>
  );
}
