import { SITE_ENDPOINTS } from "../../../contract/site-endpoints";
import { type ApiTarget, apiRequest } from "../../api/request";
import type { AuthClient } from "./auth-client";

/**
 * Local accounts: our server keeps them and sets an HttpOnly session cookie, so the page only
 * posts credentials and asks the session row who it is. `target` is the page's own origin (a test's server).
 */
export function createLocalAuthClient(target: ApiTarget): AuthClient {
  const askSession = (signal?: AbortSignal) => apiRequest(SITE_ENDPOINTS.session, { signal, target });
  /** The session asked for by `prefetch`, until a `watch` takes it. */
  let early: ReturnType<typeof askSession> | null = null;
  /** Everything the client posts: its own chunk, loaded when first used. */
  const calls = async () => (await import("./local-auth-calls")).localAuthCalls(target);

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

    signIn: async (credentials) => (await calls()).signIn(credentials),
    signUp: async (input) => (await calls()).signUp(input),
    signOut: async () => (await calls()).signOut(),
    accountActions: calls,
  };
}
