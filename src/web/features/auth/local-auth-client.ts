import { z } from "zod";
import { type Credentials, SessionResponseSchema, type SignUp, type User, UserSchema } from "../../../contract/auth";
import { ErrorBodySchema, err, ok, type Result } from "../../../contract/errors";
import type { AuthClient, AuthProblem } from "./auth-client";

const SignedInSchema = z.object({ user: UserSchema });

/** The `Retry-After` header in seconds, when it is a plain number. */
function retryAfterHeader(response: Response): number | undefined {
  const value = Number(response.headers.get("retry-after"));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

/** Our server's error answer → the page's problem. */
export async function problemOfResponse(response: Response): Promise<AuthProblem> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ErrorBodySchema.safeParse(body);
  const code = parsed.success ? parsed.data.error.code : undefined;
  if (code === "rate_limited" || response.status === 429) {
    const retryAfter = (parsed.success ? parsed.data.error.retryAfter : undefined) ?? retryAfterHeader(response);
    return retryAfter === undefined ? { code: "rate_limited" } : { code: "rate_limited", retryAfter };
  }
  switch (code) {
    case "invalid_credentials_format":
      return { code: "invalid_format" };
    case "invalid_credentials":
      return { code: "invalid_credentials" };
    case "email_taken":
      return { code: "email_taken" };
    case "account_disabled":
      return { code: "account_disabled" };
    case "weak_password":
      return { code: "weak_password" };
    default:
      return { code: "failed" };
  }
}

/**
 * Local accounts: our server keeps them and sets an HttpOnly session cookie, so the page only
 * posts credentials and asks `/api/session` who it is. `baseUrl` is empty in the page (same origin).
 */
export function createLocalAuthClient(baseUrl = ""): AuthClient {
  async function call<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<Result<T, AuthProblem>> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    } catch {
      return err({ code: "network" });
    }
    if (!response.ok) return err(await problemOfResponse(response));
    const parsed = schema.safeParse(await response.json().catch(() => null));
    return parsed.success ? ok(parsed.data) : err({ code: "failed" });
  }

  return {
    kind: "local",

    watch(listener) {
      const controller = new AbortController();
      fetch(`${baseUrl}/api/session`, { credentials: "same-origin", signal: controller.signal })
        .then(async (response) => {
          const parsed = SessionResponseSchema.safeParse(await response.json());
          listener(response.ok && parsed.success ? parsed.data.user : null);
        })
        .catch(() => {
          // Unreachable server or a garbled answer: nobody is signed in as far as we can tell.
          if (!controller.signal.aborted) listener(null);
        });
      return () => controller.abort();
    },

    async signIn(credentials: Credentials): Promise<Result<User, AuthProblem>> {
      const result = await call("/api/auth/sign-in", credentials, SignedInSchema);
      return result.ok ? ok(result.value.user) : result;
    },

    async signUp(input: SignUp) {
      const result = await call("/api/auth/sign-up", input, SignedInSchema);
      return result.ok ? ok({ user: result.value.user }) : result;
    },

    async signOut() {
      const result = await call("/api/auth/sign-out", {}, z.unknown());
      return result.ok ? ok(undefined) : result;
    },
  };
}
