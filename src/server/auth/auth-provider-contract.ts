import { expect, it } from "vitest";
import { z } from "zod";
import { UserSchema } from "../../contract/auth.js";
import type { AuthProvider } from "./auth-provider.js";
import { uniqueEmail } from "./auth-test-kit.js";

/** Shared by the auth tests (not imported by the server): one contract every AuthProvider meets. */
export const PING = "http://localhost/api/ping";

/** One provider under test and how a person gets a credential from it. */
export interface Subject {
  provider: AuthProvider;
  /** Make an account and return a request carrying its fresh credential. */
  signedIn(email: string, name: string): Promise<Request>;
  /** Requests carrying credentials this provider never issued, shaped like the ones it does. */
  forged(): Promise<Request[]>;
}

/** A copy of a credential with its last characters (the signature) changed. */
export const tamper = (value: string) => `${value.slice(0, -4)}${value.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;

/** The same behaviour from both providers (STYLE.md: one suite runs against both implementations). */
export function authProviderContract(subject: () => Subject) {
  it("gives no user for a request without credentials", async () => {
    expect(await subject().provider.userFromRequest(new Request(PING))).toBeNull();
  });

  it("gives no user for forged credentials", async () => {
    const { provider, forged } = subject();
    const garbage = [
      new Request(PING, { headers: { authorization: "Bearer garbage" } }),
      new Request(PING, { headers: { cookie: "reelwise.session_token=abc.def" } }),
    ];
    for (const request of [...garbage, ...(await forged())]) expect(await provider.userFromRequest(request)).toBeNull();
  });

  it("gives the User for a valid session or token", async () => {
    const { provider, signedIn } = subject();
    const email = uniqueEmail("contract");
    const user = await provider.userFromRequest(await signedIn(email, "Cora"));
    expect(z.strictObject(UserSchema.shape).parse(user)).toMatchObject({ email, displayName: "Cora" });
    expect(user?.uid).not.toBe("");
  });

  it("ends every session of an account with revokeSessions, at once", async () => {
    const { provider, signedIn } = subject();
    const request = await signedIn(uniqueEmail("revoke"), "Rex");
    const user = await provider.userFromRequest(request);
    if (!user) throw new Error("no user for a fresh credential");
    // Firebase compares issue and revocation times in whole seconds: revoke in a later second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await provider.revokeSessions(request);
    expect(await provider.userFromRequest(request)).toBeNull();
  });
}
