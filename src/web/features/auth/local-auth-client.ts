import { type Credentials, SessionResponseSchema, SignedInSchema, type User } from "../../../contract/auth";
import { err, ok, type Result } from "../../../contract/errors";
import type { SignUp } from "../../../contract/requests";
import { z } from "../../../contract/zod";
import type { ApiProblem } from "../../api/problem";
import { apiRequest } from "../../api/request";
import type { AuthClient, AuthProblem } from "./auth-client";

/** An `/api/auth` failure in the auth client's terms (the same terms the Firebase client uses). */
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
const done = (result: Result<unknown, AuthProblem>): Result<void, AuthProblem> => (result.ok ? ok(undefined) : result);

/**
 * Local accounts: our server keeps them and sets an HttpOnly session cookie, so the page only
 * posts credentials and asks `/api/session` who it is. `baseUrl` is empty in the page (same origin).
 */
export function createLocalAuthClient(baseUrl = ""): AuthClient {
  async function post<T>(path: string, body: unknown, schema: z.ZodMiniType<T>): Promise<Result<T, AuthProblem>> {
    const result = await apiRequest(`${baseUrl}${path}`, { method: "POST", body, schema });
    return result.ok ? result : err(authProblemOf(result.error));
  }

  const askSession = (signal?: AbortSignal) =>
    apiRequest(`${baseUrl}/api/session`, { schema: SessionResponseSchema, signal });
  /** The session asked for by `prefetch`, until a `watch` takes it. */
  let early: ReturnType<typeof askSession> | null = null;

  return {
    kind: "local",

    prefetch() {
      early ??= askSession();
    },

    watch(listener) {
      const controller = new AbortController();
      const answer = early ?? askSession(controller.signal);
      early = null;
      void answer.then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) listener(result.value.user);
        // The database is down: whoever is signed in still is; the page says so and offers to try again.
        else if (result.error.kind === "code" && result.error.code === "store_unavailable") listener("unavailable");
        // Unreachable server or a garbled answer: nobody is signed in as far as we can tell.
        else listener(null);
      });
      return () => controller.abort();
    },

    async signIn(credentials: Credentials): Promise<Result<User, AuthProblem>> {
      const result = await post("/api/auth/sign-in", credentials, SignedInSchema);
      return result.ok ? ok(result.value.user) : result;
    },

    async signUp(input: SignUp) {
      const result = await post("/api/auth/sign-up", input, SignedInSchema);
      return result.ok ? ok({ user: result.value.user }) : result;
    },

    async signOut() {
      return done(await post("/api/auth/sign-out", {}, z.unknown()));
    },

    async rename(displayName) {
      const result = await post("/api/account/profile", { displayName }, SignedInSchema);
      return result.ok ? ok(result.value.user) : result;
    },

    async changePassword(currentPassword, newPassword) {
      return done(await post("/api/account/password", { currentPassword, newPassword }, z.unknown()));
    },

    async signOutEverywhere() {
      return done(await post("/api/account/sign-out-everywhere", {}, z.unknown()));
    },

    async deleteAccount(password) {
      return done(await post("/api/account/delete", { password }, z.unknown()));
    },

    async requestPasswordReset(request) {
      return done(await post("/api/auth/forgot-password", request, z.unknown()));
    },

    async resetPassword(token, newPassword) {
      return done(await post("/api/auth/reset-password", { token, newPassword }, z.unknown()));
    },
  };
}
