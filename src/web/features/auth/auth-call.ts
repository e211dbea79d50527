import { err, ok, type Result } from "../../../contract/errors";
import type { ApiProblem } from "../../api/problem";
import { type ApiCall, type ApiTarget, apiRequest } from "../../api/request";
import type { AuthProblem } from "./auth-client";

/** An accounts call's failure in the auth client's terms (the same terms the Firebase client uses). */
export function authProblemOf(problem: ApiProblem): AuthProblem {
  if (problem.kind === "network") return { code: "network" };
  if (problem.kind !== "code") return { code: "failed" };
  switch (problem.code) {
    case "rate_limited":
      return problem.retryAfter === undefined
        ? { code: "rate_limited" }
        : { code: "rate_limited", retryAfter: problem.retryAfter };
    case "invalid_credentials_format":
    case "bad_request":
      return { code: "invalid_format" };
    case "unauthenticated":
      return { code: "session_ended" };
    case "store_unavailable":
      return { code: "store_unavailable" };
    case "wrong_password":
    case "same_password":
    case "invalid_reset_token":
    case "invalid_credentials":
    case "email_taken":
    case "account_disabled":
    case "weak_password":
      return { code: problem.code };
    default:
      return { code: "failed" };
  }
}

/** A success whose body the page does not need. */
export const done = (result: Result<unknown, AuthProblem>): Result<void, AuthProblem> =>
  result.ok ? ok(undefined) : result;

/** Post `body` to an accounts row at `target`: the answer, or its failure in the auth client's terms. */
export async function post<T, Body>(
  target: ApiTarget,
  row: ApiCall<T, Body>,
  body: NoInfer<Body>,
): Promise<Result<T, AuthProblem>> {
  const result = await apiRequest(row, { body, target });
  return result.ok ? result : err(authProblemOf(result.error));
}
