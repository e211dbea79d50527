import { type Credentials, CredentialsSchema, PasswordSchema, UsernameLengthSchema } from "../../../contract/auth";
import { err, ok, type Result } from "../../../contract/errors";
import type { SignUp } from "../../../contract/requests";
import type { FormProblem } from "./auth-messages";

export type FormMode = "signIn" | "signUp";

/** What a submitted form held (read from the form itself, never from stale state). */
export interface SubmittedValues {
  email: string;
  password: string;
  username: string;
}

/** Read the fields of a submitted form; a field that is not there reads as "". */
export function valuesOfForm(form: HTMLFormElement): SubmittedValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { email: text("email"), password: text("password"), username: text("username") };
}

/** A checked request, ready for the auth client. */
export type Submission = { mode: "signIn"; input: Credentials } | { mode: "signUp"; input: SignUp };

/**
 * The account rules on the submitted values with the contract's schemas (the server enforces the same): email
 * and password together (one message, naming the fields that are wrong), then the Username (trimmed, 1–40)
 * in sign-up.
 */
export async function validateSubmission(
  mode: FormMode,
  values: SubmittedValues,
): Promise<Result<Submission, FormProblem>> {
  const credentials = CredentialsSchema.safeParse({ email: values.email.trim(), password: values.password });
  if (!credentials.success) {
    // One message for both (the spec's), but only the field that breaks its rule is marked.
    const fields = (["email", "password"] as const).filter((field) =>
      credentials.error.issues.some((issue) => issue.path[0] === field),
    );
    return err({ code: "credentials_format", fields });
  }
  if (mode === "signIn") return ok({ mode, input: credentials.data });
  const username = await displayNameOf(values.username);
  if (username === undefined) return err({ code: "username" });
  return ok({ mode, input: { ...credentials.data, username } });
}

/**
 * A display name as typed, trimmed, when the contract's `UsernameSchema` accepts it; `undefined`
 * when it does not. Checked here in its two steps, so the first chunk carries neither `z.refine`
 * nor the look-alike table: `display-name.ts` loads when a name is first submitted (sign-up, rename).
 */
export async function displayNameOf(typed: string): Promise<string | undefined> {
  const parsed = UsernameLengthSchema.safeParse(typed);
  if (!parsed.success) return undefined;
  const { isAcceptableDisplayName } = await import("../../../contract/display-name");
  return isAcceptableDisplayName(parsed.data) ? parsed.data : undefined;
}

/** Whether a new password meets the contract's password rule (sign-up, change and reset alike). */
export function isAcceptablePassword(password: string): boolean {
  return PasswordSchema.safeParse(password).success;
}
