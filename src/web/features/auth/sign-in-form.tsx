import { CircleAlert, Eye, EyeOff } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { User } from "../../../contract/auth";
import { ok, type Result } from "../../../contract/errors";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { interpolate } from "../../i18n/format";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppDispatch } from "../../store/hooks";
import type { AuthClient, AuthProblem, SignUpOutcome } from "./auth-client";
import { authProblemMessage, type FormProblem } from "./auth-messages";
import { useAuthClient } from "./create-auth-client";
import { authStrings } from "./strings";
import { TextField } from "./text-field";
import { userSignedIn } from "./user-slice";
import { type FormMode, type Submission, validateSubmission, valuesOfForm } from "./validate";

type Problem = AuthProblem | FormProblem;
type Field = "email" | "password" | "username";

/** Which fields a problem is about (they get `aria-invalid`). */
function fieldsOf(problem: Problem): Field[] {
  switch (problem.code) {
    case "credentials_format":
    case "invalid_format":
    case "invalid_credentials":
      return ["email", "password"];
    case "username":
      return ["username"];
    case "email_taken":
      return ["email"];
    case "weak_password":
    case "password_policy":
      return ["password"];
    default:
      return [];
  }
}

/** Sign in or sign up; both answer with the user (sign-up may add a profile-save failure). */
async function attempt(client: AuthClient, request: Submission): Promise<Result<SignUpOutcome, AuthProblem>> {
  if (request.mode === "signUp") return client.signUp(request.input);
  const result = await client.signIn(request.input);
  return result.ok ? ok({ user: result.value }) : result;
}

/** Sign-in page form mode lives in the URL (`/?mode=sign-up`), so reload and Back keep it. */
export function useFormMode(): FormMode {
  const [params] = useSearchParams();
  return params.get("mode") === "sign-up" ? "signUp" : "signIn";
}

/** Spec §2 form: title, Email address, Password, Username (sign-up), error line, submit, mode link. */
export function SignInForm() {
  const mode = useFormMode();
  const t = useStrings(authStrings);
  const language = useLanguage();
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const getClient = useAuthClient();
  const [failure, setFailure] = useState<{ mode: FormMode; problem: Problem } | null>(null);
  const [profileNotice, setProfileNotice] = useState<{ user: User; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [showPassword, setShowPassword] = useState(false);
  const errorId = useId();
  const hintId = useId();

  // A problem belongs to the mode it happened in: switching mode starts clean.
  const problem = failure?.mode === mode ? failure.problem : null;
  const message = profileNotice
    ? interpolate(t.profileFailed, { message: profileNotice.message })
    : problem && authProblemMessage(problem, language, brand);
  const invalid = new Set(problem ? fieldsOf(problem) : []);
  const errorRef = message ? errorId : undefined;
  const signUp = mode === "signUp";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || profileNotice) return;
    const checked = validateSubmission(mode, valuesOfForm(event.currentTarget));
    if (!checked.ok) {
      setFailure({ mode, problem: checked.error });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await attempt(await getClient(), checked.value);
      if (!result.ok) setFailure({ mode, problem: result.error });
      else if (result.value.profileError !== undefined)
        setProfileNotice({ user: result.value.user, message: result.value.profileError });
      else dispatch(userSignedIn(result.value.user));
    } catch {
      setFailure({ mode, problem: { code: "failed" } });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const title = signUp ? t.signUpTitle : t.signInTitle;
  return (
    <div className="w-full max-w-[450px] px-6 py-10 sm:rounded-lg sm:bg-black/75 sm:p-12 sm:shadow-2xl sm:shadow-black/60 sm:ring-1 sm:ring-white/10 sm:backdrop-blur-sm">
      <h1 className="mb-7 text-3xl font-bold tracking-tight">{title}</h1>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={title}>
        {signUp && (
          <TextField
            name="username"
            label={t.usernameLabel}
            autoComplete="nickname"
            invalid={invalid.has("username")}
            describedBy={errorRef}
          />
        )}
        <TextField
          name="email"
          type="email"
          label={t.emailLabel}
          autoComplete="email"
          inputMode="email"
          invalid={invalid.has("email")}
          describedBy={errorRef}
        />
        <TextField
          name="password"
          type={showPassword ? "text" : "password"}
          label={t.passwordLabel}
          autoComplete={signUp ? "new-password" : "current-password"}
          invalid={invalid.has("password")}
          describedBy={[errorRef, signUp ? hintId : undefined].filter(Boolean).join(" ")}
          trailing={
            <button
              type="button"
              aria-label={t.showPassword}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
              className="inline-flex size-11 items-center justify-center rounded-md text-muted transition-colors duration-150 hover:text-ink"
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
            </button>
          }
        />
        {signUp && (
          <p id={hintId} className="-mt-2 text-sm text-muted">
            {t.passwordHint}
          </p>
        )}
        <p
          id={errorId}
          role="alert"
          className={message ? "flex items-start gap-2 text-sm font-medium text-danger" : "sr-only"}
        >
          {message && (
            <>
              <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
              <span>{message}</span>
            </>
          )}
        </p>
        {profileNotice ? (
          <button
            type="button"
            onClick={() => dispatch(userSignedIn(profileNotice.user))}
            className="mt-2 h-12 w-full rounded-md bg-accent text-base font-bold text-page transition-colors duration-150 hover:bg-accent/90"
          >
            {t.continue}
          </button>
        ) : (
          <SubmitButton busy={busy} label={title} busyLabel={signUp ? t.signingUp : t.signingIn} />
        )}
      </form>
      <p className="mt-8 text-base">
        <Link
          to={{ pathname: "/", search: signUp ? "" : "?mode=sign-up" }}
          className="rounded-sm text-muted underline-offset-4 transition-colors duration-150 hover:text-ink hover:underline"
        >
          {signUp ? t.toSignIn : interpolateNodes(t.toSignUp, { brand: <bdi>{brand}</bdi> })}
        </Link>
      </p>
    </div>
  );
}

/** Full-width accent button; while busy a spinner sits inside and the button keeps its width. */
function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      title={busy ? busyLabel : undefined}
      className="relative mt-2 h-12 w-full rounded-md bg-accent text-base font-bold text-page transition-colors duration-150 hover:bg-accent/90 aria-disabled:cursor-progress"
    >
      <span className={busy ? "opacity-0" : undefined}>{label}</span>
      {busy && (
        <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
          <span className="size-5 animate-spin rounded-full border-2 border-page/30 border-t-page motion-reduce:animate-none" />
        </span>
      )}
    </button>
  );
}
