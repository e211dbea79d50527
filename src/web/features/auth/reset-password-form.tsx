import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "wouter";
import { useStrings } from "../../i18n/use-strings";
import { api } from "../../store/api";
import { useAppDispatch } from "../../store/hooks";
import { userSignedOut } from "../../store/user-slice";
import { AuthCard, FormMessage, PasswordField, SubmitButton, TEXT_LINK_CLASS } from "./form-parts";
import { resetStrings } from "./reset-strings";
import { returnPathIn, signInPagePath } from "./return-path";
import { authStrings } from "./strings";
import { useAccountAction } from "./use-account-action";
import { isAcceptablePassword } from "./validate";

/** Letters, digits, `_` and `-` (the contract's reset-token shape), 16–128 of them. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * `/reset-password?token=…`: choose a new password with a one-time link. A used, expired or
 * malformed link says so and offers a new one; success ends every session (this page's too).
 */
export function ResetPasswordForm() {
  const t = useStrings(resetStrings);
  const auth = useStrings(authStrings);
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  // Read once, then taken out of the address bar and history (it must not outlive this page).
  const [token] = useState(() => params.get("token") ?? "");
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("token")) return;
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
  // The /browse link the visitor asked for the reset from (carried in the e-mail's link).
  const next = returnPathIn(params.toString());
  const action = useAccountAction();
  const [done, setDone] = useState(false);
  const hintId = useId();
  const linkBroken = !TOKEN_SHAPE.test(token) || action.problem?.code === "invalid_reset_token";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!isAcceptablePassword(password)) {
      action.fail(auth.weakPassword);
      return;
    }
    const changed = await action.run(async (client) =>
      client.resetPassword
        ? client.resetPassword(token, password)
        : { ok: false, error: { code: "invalid_reset_token" } },
    );
    if (!changed) return;
    setDone(true);
    // Every session ended, this page's too: forget the user and their data, but stay to say so.
    dispatch(userSignedOut());
    dispatch(api.util.resetApiState());
  }

  if (done || linkBroken) {
    return (
      <AuthCard title={t.resetTitle}>
        <FormMessage
          id={action.messageId}
          error={done ? null : auth.resetLinkInvalid}
          success={done ? t.resetDone : null}
        />
        <p className="mt-8 text-base">
          <Link to={signInPagePath(next, done ? undefined : "forgot")} className={TEXT_LINK_CLASS}>
            {done ? t.backToSignIn : t.askNewLink}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.resetTitle}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t.resetTitle}>
        <PasswordField
          name="password"
          label={t.newPassword}
          autoComplete="new-password"
          invalid={action.error !== null}
          describedBy={`${action.messageId} ${hintId}`}
        />
        <p id={hintId} className="-mt-2 text-sm text-muted">
          {auth.passwordHint}
        </p>
        <FormMessage id={action.messageId} error={action.error} />
        <SubmitButton busy={action.busy} label={t.setPassword} busyLabel={t.working} />
      </form>
    </AuthCard>
  );
}
