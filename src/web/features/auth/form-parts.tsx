import { type ReactNode, useState } from "react";
import { CircleAlert, CircleCheck, Eye, EyeOff, Info } from "../../components/inline-icons";
import { usePageTitle } from "../../i18n/document-title";
import { useStrings } from "../../i18n/use-strings";
import type { AuthProblem } from "./auth-client";
import { authStrings } from "./strings";
import { TextField } from "./text-field";

/** A quiet text link under a form (mode switches, "Back to Sign In"). */
export const TEXT_LINK_CLASS =
  "rounded-sm text-muted underline-offset-4 transition-colors duration-150 hover:text-ink hover:underline";

/** The dark card the sign-in page's forms sit in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="w-full max-w-[450px] px-6 py-10 sm:rounded-lg sm:bg-black/75 sm:p-12 sm:shadow-2xl sm:shadow-black/60 sm:ring-1 sm:ring-white/10 sm:backdrop-blur-sm">
      <h1 className="mb-7 text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

/** A note at the top of a form about what happened before it (e.g. why the page was signed out). */
export function FormNotice({ text }: { text: string }) {
  return (
    <p role="status" className="mb-6 flex items-start gap-3 rounded-md bg-white/10 px-4 py-3 text-sm text-ink">
      <Info aria-hidden="true" className="mt-px size-4 shrink-0 text-accent" />
      <span>{text}</span>
    </p>
  );
}

/** One always-mounted line (empty until it has text), so screen readers announce what appears in it. */
function Line({
  id,
  role,
  text,
  tone,
}: {
  id?: string;
  role: "alert" | "status";
  text: string | null | undefined;
  tone: string;
}) {
  const Icon = role === "alert" ? CircleAlert : CircleCheck;
  return (
    <p id={id} role={role} className={text ? `flex items-start gap-2 text-sm font-medium ${tone}` : "sr-only"}>
      {text && (
        <>
          <Icon aria-hidden="true" className="mt-px size-4 shrink-0" />
          <span>{text}</span>
        </>
      )}
    </p>
  );
}

/**
 * A form's message lines: the error (an alert, `id` for the fields' `aria-describedby`) and, when
 * the form reports success, a polite status line.
 */
export function FormMessage({ id, error, success }: { id: string; error?: string | null; success?: string | null }) {
  return (
    <>
      <Line id={id} role="alert" text={error} tone="text-danger" />
      {success !== undefined && <Line role="status" text={success} tone="text-emerald-300" />}
    </>
  );
}

interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  invalid?: boolean;
  describedBy?: string | undefined;
}

/** A password field with a show/hide toggle at its inline end. */
export function PasswordField({ name, label, autoComplete, invalid, describedBy }: PasswordFieldProps) {
  const t = useStrings(authStrings);
  const [shown, setShown] = useState(false);
  return (
    <TextField
      name={name}
      type={shown ? "text" : "password"}
      label={label}
      autoComplete={autoComplete}
      invalid={invalid ?? false}
      describedBy={describedBy}
      trailing={
        <button
          type="button"
          aria-label={t.showPassword}
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
          className="inline-flex size-11 items-center justify-center rounded-md text-muted transition-colors duration-150 hover:text-ink"
        >
          {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      }
    />
  );
}

/** The account's current password, confirming a change: marked when the server finds it wrong. */
export function CurrentPasswordField({
  name,
  label,
  action,
}: {
  name: string;
  label: string;
  /** The form's `useAccountAction()`: its problem marks the field, its message line describes it. */
  action: { problem: AuthProblem | null; messageId: string };
}) {
  return (
    <PasswordField
      name={name}
      label={label}
      autoComplete="current-password"
      invalid={action.problem?.code === "wrong_password"}
      describedBy={action.messageId}
    />
  );
}

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** `danger` for an action that destroys something, `quiet` for one that is not the form's main purpose. */
  tone?: "accent" | "danger" | "quiet";
  className?: string;
}

/** Full-width button; while busy a spinner sits inside and the button keeps its width. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  tone = "accent",
  className = "mt-2 w-full",
}: SubmitButtonProps) {
  const colours = {
    accent: "bg-accent text-page hover:bg-accent/90",
    danger: "bg-red-600 text-white hover:bg-red-500",
    quiet: "bg-white/10 text-ink ring-1 ring-white/25 hover:bg-white/20",
  }[tone];
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      title={busy ? busyLabel : undefined}
      className={`relative h-12 rounded-md px-5 text-base font-bold transition-colors duration-150 aria-disabled:cursor-progress ${colours} ${className}`}
    >
      <span className={busy ? "opacity-0" : undefined}>{label}</span>
      {busy && (
        <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
          <span className="size-5 animate-spin rounded-full border-2 border-current/30 border-t-current motion-reduce:animate-none" />
        </span>
      )}
    </button>
  );
}
