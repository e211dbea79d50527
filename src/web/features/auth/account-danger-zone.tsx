import { type FormEvent, useId, useState } from "react";
import { Dialog } from "../../components/dialog";
import { useStrings } from "../../i18n/use-strings";
import { AccountSection } from "./account-section";
import { accountStrings } from "./account-strings";
import { CurrentPasswordField, FormMessage, SubmitButton } from "./form-parts";
import { authStrings } from "./strings";
import { useAccountAction } from "./use-account-action";
import { useSignedOutHere } from "./use-sign-out";

/** End every session of the account, this one too; then the page is signed out. */
function SignOutEverywhere() {
  const t = useStrings(accountStrings);
  const action = useAccountAction();
  const signedOutHere = useSignedOutHere();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await action.run((client) => client.signOutEverywhere());
    if (done) signedOutHere("everywhere");
  }

  return (
    <AccountSection title={t.everywhereTitle}>
      <form onSubmit={submit} className="flex flex-col gap-4" aria-describedby={action.messageId}>
        <p className="text-muted">{t.everywhereText}</p>
        <FormMessage id={action.messageId} error={action.error} />
        <SubmitButton
          busy={action.busy}
          label={t.everywhereButton}
          busyLabel={t.working}
          tone="quiet"
          className="self-start"
        />
      </form>
    </AccountSection>
  );
}

/** The confirmation: the password and an explicit tick, then the account is gone and the page signed out. */
function DeleteDialog({ onClose }: { onClose: () => void }) {
  const t = useStrings(accountStrings);
  const auth = useStrings(authStrings);
  const action = useAccountAction();
  const signedOutHere = useSignedOutHere();
  const titleId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    if (!password || data.get("confirm") !== "yes") return action.fail(t.deletePasswordNeeded);
    const deleted = await action.run((client) => client.deleteAccount(password));
    if (deleted) signedOutHere("deleted");
  }

  return (
    <Dialog labelledBy={titleId} onClose={onClose} closeLabel={t.close} className="max-w-lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-6 pt-8">
        <h2 id={titleId} className="pe-12 text-2xl font-bold">
          {t.deleteDialogTitle}
        </h2>
        <p className="text-muted">{t.deleteText}</p>
        <CurrentPasswordField name="password" label={auth.passwordLabel} action={action} />
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" name="confirm" value="yes" className="mt-0.5 size-5 shrink-0 accent-red-600" />
          <span>{t.deleteConfirm}</span>
        </label>
        <FormMessage id={action.messageId} error={action.error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="h-12 rounded-md px-5 font-semibold ring-1 ring-white/30 transition-colors duration-150 hover:bg-white/10"
          >
            {t.cancel}
          </button>
          <SubmitButton busy={action.busy} label={t.deleteButton} busyLabel={t.working} tone="danger" className="" />
        </div>
      </form>
    </Dialog>
  );
}

/** Sign out everywhere and delete the account. */
export function AccountDangerZone() {
  const t = useStrings(accountStrings);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <SignOutEverywhere />
      <AccountSection title={t.deleteTitle} tone="danger">
        <p className="mb-4 text-muted">{t.deleteText}</p>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="h-12 rounded-md bg-red-600 px-5 font-bold text-white transition-colors duration-150 hover:bg-red-500"
        >
          {t.deleteButton}
        </button>
      </AccountSection>
      {confirming && <DeleteDialog onClose={() => setConfirming(false)} />}
    </>
  );
}
