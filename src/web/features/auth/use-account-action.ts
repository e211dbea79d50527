import { useId, useRef, useState } from "react";
import type { Result } from "../../../contract/errors";
import { useBrand, useLanguage } from "../../i18n/use-strings";
import type { AccountActions, AuthProblem } from "./auth-client";
import { authProblemMessage } from "./auth-messages";
import { useAuthClient } from "./create-auth-client";

/**
 * One account action at a time: `run` calls the auth client's account actions (a second submit while one is in flight
 * is ignored and answers null), keeps `busy`, and turns a failure into its translated line in `error`. `fail` shows a
 * line the form found itself, `failWith` a problem it found (so its field is marked). `messageId` is
 * for the form's message line (`FormMessage`), which the fields name in `aria-describedby`.
 */
export function useAccountAction() {
  const getClient = useAuthClient();
  const language = useLanguage();
  const brand = useBrand();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const messageId = useId();

  async function run<T>(
    action: (client: AccountActions) => Promise<Result<T, AuthProblem>>,
  ): Promise<{ value: T } | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    setOwnError(null);
    try {
      const result = await action(await (await getClient()).accountActions());
      if (result.ok) return { value: result.value };
      setProblem(result.error);
      return null;
    } catch {
      setProblem({ code: "failed" });
      return null;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const fail = (message: string) => {
    setProblem(null);
    setOwnError(message);
  };
  /** A problem the form found itself, shown (and marked) as if the server had answered it. */
  const failWith = (found: AuthProblem) => {
    setProblem(found);
    setOwnError(null);
  };
  const error = ownError ?? (problem ? authProblemMessage(problem, language, brand) : null);
  return { run, fail, failWith, busy, problem, error, messageId };
}
