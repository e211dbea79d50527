import { type FormEvent, useState } from "react";
import { Link, useSearch } from "wouter";
import { EmailSchema } from "../../../contract/auth";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppSelector } from "../../store/hooks";
import { AuthCard, FormMessage, FormNotice, SubmitButton, TEXT_LINK_CLASS } from "./form-parts";
import { resetStrings } from "./reset-strings";
import { returnPathIn, signInPagePath } from "./return-path";
import { authStrings } from "./strings";
import { TextField } from "./text-field";
import { useAccountAction } from "./use-account-action";

/**
 * "Forgot password?": an e-mail address in, one neutral line out, the same whether or not the
 * address has an account (local accounts: our e-mail with a one-time link; Firebase: its own).
 * A server that cannot send e-mail (no SMTP) says so and points to its operator instead.
 */
export function ForgotPasswordForm() {
  const t = useStrings(resetStrings);
  const auth = useStrings(authStrings);
  const language = useLanguage();
  const action = useAccountAction();
  const [sent, setSent] = useState(false);
  // A visitor who came for a /browse link gets it back after signing in with the new password.
  const next = returnPathIn(useSearch());
  const canMail = useAppSelector((state) => state.config.server?.resetMail ?? true);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!EmailSchema.safeParse(email).success) {
      action.fail(t.emailInvalid);
      return;
    }
    setSent(false);
    const done = await action.run((client) => client.requestPasswordReset({ email, language, ...(next && { next }) }));
    if (done) setSent(true);
  }

  const back = (
    <p className="mt-8 text-base">
      <Link to={signInPagePath(next)} className={TEXT_LINK_CLASS}>
        {t.backToSignIn}
      </Link>
    </p>
  );
  if (!canMail) {
    return (
      <AuthCard title={t.forgotTitle}>
        <FormNotice text={t.noMail} />
        {back}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.forgotTitle}>
      <p className="-mt-3 mb-6 text-muted">{t.forgotText}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t.forgotTitle}>
        <TextField
          name="email"
          type="email"
          label={auth.emailLabel}
          autoComplete="email"
          inputMode="email"
          invalid={action.error !== null}
          describedBy={action.messageId}
        />
        <FormMessage id={action.messageId} error={action.error} success={sent ? t.forgotSent : null} />
        <SubmitButton busy={action.busy} label={t.sendLink} busyLabel={t.working} />
      </form>
      {back}
    </AuthCard>
  );
}
