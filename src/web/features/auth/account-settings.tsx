import { type FormEvent, useId, useState } from "react";
import type { User } from "../../../contract/auth";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { usePageTitle } from "../../i18n/document-title";
import { useStrings } from "../../i18n/use-strings";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { userSignedIn } from "../../store/user-slice";
import { AccountDangerZone } from "./account-danger-zone";
import { AccountFormSection } from "./account-section";
import { accountStrings } from "./account-strings";
import { CurrentPasswordField, FormMessage, PasswordField, SubmitButton } from "./form-parts";
import { MyDataSection } from "./my-data-section";
import { authStrings } from "./strings";
import { TextField } from "./text-field";
import { useAccountAction } from "./use-account-action";
import { userControlsStrings } from "./user-controls-strings";
import { displayNameOf, isAcceptablePassword } from "./validate";

const fieldOf = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "");

/** Change the display name; the header and everything showing the user update at once. */
function NameForm({ user }: { user: User }) {
  const t = useStrings(accountStrings);
  const auth = useStrings(authStrings);
  const dispatch = useAppDispatch();
  const action = useAccountAction();
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    // `null`: the name's check could not be loaded (offline), so nothing was sent.
    const name = await displayNameOf(fieldOf(event.currentTarget, "displayName")).catch(() => null);
    if (name === null) return action.failWith({ code: "failed" });
    if (name === undefined) return action.fail(auth.usernameInvalid);
    const renamed = await action.run((client) => client.rename(name));
    if (!renamed) return;
    dispatch(userSignedIn(renamed.value));
    setSaved(true);
  }

  return (
    <AccountFormSection title={t.nameTitle} onSubmit={submit}>
      <TextField
        name="displayName"
        label={t.nameLabel}
        autoComplete="nickname"
        defaultValue={user.displayName ?? ""}
        invalid={action.error !== null}
        describedBy={action.messageId}
      />
      <FormMessage id={action.messageId} error={action.error} success={saved ? t.nameSaved : null} />
      <SubmitButton busy={action.busy} label={t.saveName} busyLabel={t.working} className="self-start" />
    </AccountFormSection>
  );
}

/** Current + new password; every other session ends (the server keeps this one). */
function PasswordForm() {
  const t = useStrings(accountStrings);
  const auth = useStrings(authStrings);
  const action = useAccountAction();
  const [changed, setChanged] = useState(false);
  const hintId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChanged(false);
    const form = event.currentTarget;
    const current = fieldOf(form, "currentPassword");
    const next = fieldOf(form, "newPassword");
    if (!current) return action.fail(auth.wrongPassword);
    if (!isAcceptablePassword(next)) return action.fail(auth.weakPassword);
    if (next === current) return action.failWith({ code: "same_password" });
    const done = await action.run((client) => client.changePassword(current, next));
    if (!done) return;
    form.reset();
    setChanged(true);
  }

  return (
    <AccountFormSection title={t.passwordTitle} onSubmit={submit}>
      <CurrentPasswordField name="currentPassword" label={t.currentPassword} action={action} />
      <PasswordField
        name="newPassword"
        label={t.newPassword}
        autoComplete="new-password"
        invalid={action.problem?.code === "same_password"}
        describedBy={`${action.messageId} ${hintId}`}
      />
      <p id={hintId} className="-mt-2 text-sm text-muted">
        {auth.passwordHint}
      </p>
      <FormMessage id={action.messageId} error={action.error} success={changed ? t.passwordChanged : null} />
      <SubmitButton busy={action.busy} label={t.changePassword} busyLabel={t.working} className="self-start" />
    </AccountFormSection>
  );
}

/** `/account`: the signed-in user's name, password, data, sessions and the account itself. */
export function AccountSettings() {
  const t = useStrings(accountStrings);
  const controls = useStrings(userControlsStrings);
  const user = useAppSelector((state) => state.user.user);
  usePageTitle(controls.account);
  if (!user) return null;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-[4vw] pt-24 pb-16 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{controls.account}</h1>
        <p className="mt-1 text-muted">{interpolateNodes(t.signedInAs, { email: <bdi>{user.email}</bdi> })}</p>
      </div>
      <NameForm user={user} />
      <PasswordForm />
      <MyDataSection />
      <AccountDangerZone />
    </div>
  );
}
