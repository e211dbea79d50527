import { describe, expect, it } from "vitest";
import { problemOfFirebaseError, requirementsOfMessage, unmetRequirements } from "./firebase-errors";

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe("problemOfFirebaseError", () => {
  it("maps the auth/... codes the page has words for", () => {
    expect(problemOfFirebaseError(firebaseError("auth/email-already-in-use"))).toEqual({ code: "email_taken" });
    for (const code of ["auth/invalid-credential", "auth/wrong-password", "auth/user-not-found"]) {
      expect(problemOfFirebaseError(firebaseError(code))).toEqual({ code: "invalid_credentials" });
    }
    expect(problemOfFirebaseError(firebaseError("auth/too-many-requests"))).toEqual({ code: "rate_limited" });
    expect(problemOfFirebaseError(firebaseError("auth/network-request-failed"))).toEqual({ code: "network" });
    expect(problemOfFirebaseError(firebaseError("auth/user-disabled"))).toEqual({ code: "account_disabled" });
    expect(problemOfFirebaseError(firebaseError("auth/weak-password"))).toEqual({ code: "weak_password" });
  });

  it("reads the missing requirements out of a password-policy refusal", () => {
    const error = firebaseError(
      "auth/password-does-not-meet-requirements",
      "Firebase: Missing password requirements: [Password must contain at least 10 characters, Password must contain a non-alphanumeric character] (auth/password-does-not-meet-requirements).",
    );
    expect(problemOfFirebaseError(error)).toEqual({
      code: "password_policy",
      unmet: [{ kind: "minLength", count: 10 }, { kind: "symbol" }],
    });
  });

  it("keeps the code and message of anything else", () => {
    expect(problemOfFirebaseError(firebaseError("auth/operation-not-allowed", "Nope"))).toEqual({
      code: "provider",
      providerCode: "auth/operation-not-allowed",
      message: "Nope",
    });
    expect(problemOfFirebaseError("weird")).toMatchObject({ code: "provider", message: "weird" });
  });
});

describe("password policy", () => {
  it("lists only what the policy asks and the password lacks", () => {
    const unmet = unmetRequirements({
      isValid: false,
      meetsMinPasswordLength: false,
      containsLowercaseLetter: true,
      containsUppercaseLetter: false,
      containsNonAlphanumericCharacter: false,
      passwordPolicy: { customStrengthOptions: { minPasswordLength: 12 } },
    });
    expect(unmet).toEqual([{ kind: "minLength", count: 12 }, { kind: "uppercase" }, { kind: "symbol" }]);
  });

  it("keeps a requirement it cannot classify as text", () => {
    expect(requirementsOfMessage("Missing: [Password must rhyme]")).toEqual([
      { kind: "text", text: "Password must rhyme" },
    ]);
    expect(requirementsOfMessage("no list here")).toEqual([]);
  });
});
