import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useSearch, useSearchParams } from "wouter";
import type { User } from "../../../contract/auth";
import { ok, type Result } from "../../../contract/errors";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { interpolate } from "../../i18n/format";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppDispatch } from "../../store/hooks";
import { userSignedIn } from "../../store/user-slice";
import type { AuthClient, AuthProblem, SignUpOutcome } from "./auth-client";
import { authProblemMessage, type FormProblem } from "./auth-messages";
import { useAuthClient } from "./create-auth-client";
import { AuthCard, FormMessage, FormNotice, PasswordField, SubmitButton, TEXT_LINK_CLASS } from "./form-parts";
import { returnPathIn, signInPagePath } from "./return-path";
import { signedOutReasonIn } from "./signed-out-notice";
import { authStrings } from "./strings";
import { TextField } from "./text-field";
import { type FormMode, type Submission, validateSubmission, valuesOfForm } from "./validate";

type Problem = AuthProblem | FormProblem;
type Field = "email" | "password" | "username";

/** Which fields a problem is about (they get `aria-invalid`). */
function fieldsOf(problem: Problem): Field[] {
  switch (problem.code) {
    case "credentials_format":
      return [...problem.fields];
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

/** The form: title, Email address, Password, Username (sign-up), error line, submit, mode link. */
export function SignInForm() {
  const mode = useFormMode();
  const search = useSearch();
  const returnPath = returnPathIn(search);
  const t = useStrings(authStrings);
  const language = useLanguage();
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const getClient = useAuthClient();
  const [failure, setFailure] = useState<{ mode: FormMode; problem: Problem } | null>(null);
  const [profileNotice, setProfileNotice] = useState<{ user: User; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
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
    const values = valuesOfForm(event.currentTarget);
    inFlight.current = true;
    try {
      const checked = await validateSubmission(mode, values);
      if (!checked.ok) {
        setFailure({ mode, problem: checked.error });
        return;
      }
      setBusy(true);
      setFailure(null);
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
  const signedOut = signUp ? null : signedOutReasonIn(search);
  return (
    <AuthCard title={title}>
      {signedOut && <FormNotice text={signedOut === "deleted" ? t.accountDeleted : t.signedOutEverywhere} />}
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
        <PasswordField
          name="password"
          label={t.passwordLabel}
          autoComplete={signUp ? "new-password" : "current-password"}
          invalid={invalid.has("password")}
          describedBy={[errorRef, signUp ? hintId : undefined].filter(Boolean).join(" ")}
        />
        {!signUp && (
          <Link to={signInPagePath(returnPath, "forgot")} className={`-mt-1 self-start text-sm ${TEXT_LINK_CLASS}`}>
            {t.forgotPassword}
          </Link>
        )}
        {signUp && (
          <p id={hintId} className="-mt-2 text-sm text-muted">
            {t.passwordHint}
          </p>
        )}
        <FormMessage id={errorId} error={message} />
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
        <Link to={signInPagePath(returnPath, signUp ? undefined : "sign-up")} className={TEXT_LINK_CLASS}>
          {signUp ? t.toSignIn : interpolateNodes(t.toSignUp, { brand: <bdi>{brand}</bdi> })}
        </Link>
      </p>
    </AuthCard>
  );
}
