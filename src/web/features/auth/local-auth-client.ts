import type { Credentials, User } from "../../../contract/auth";
import { AUTH_ENDPOINTS } from "../../../contract/auth-endpoints";
import { ok, type Result } from "../../../contract/errors";
import type { SignUp } from "../../../contract/requests";
import { SITE_ENDPOINTS } from "../../../contract/site-endpoints";
import { type ApiTarget, apiRequest } from "../../api/request";
import { done, post } from "./auth-call";
import type { AuthClient, AuthProblem } from "./auth-client";

/**
 * Local accounts: our server keeps them and sets an HttpOnly session cookie, so the page only
 * posts credentials and asks the session row who it is. `target` is the page's own origin (a test's server).
 */
export function createLocalAuthClient(target: ApiTarget): AuthClient {
  const askSession = (signal?: AbortSignal) => apiRequest(SITE_ENDPOINTS.session, { signal, target });
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
      const result = await post(target, AUTH_ENDPOINTS.signIn, credentials);
      return result.ok ? ok(result.value.user) : result;
    },

    async signUp(input: SignUp) {
      const result = await post(target, AUTH_ENDPOINTS.signUp, input);
      return result.ok ? ok({ user: result.value.user }) : result;
    },

    async signOut() {
      return done(await post(target, AUTH_ENDPOINTS.signOut, {}));
    },

    // The account pages' actions are their own chunk, loaded when one is first used.
    async accountActions() {
      return (await import("./local-account-actions")).localAccountActions(target);
    },
  };
}
