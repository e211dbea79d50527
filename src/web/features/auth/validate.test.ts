import { describe, expect, it } from "vitest";
import { validateSubmission } from "./validate";

const good = { email: "ana@example.com", password: "Secret123", username: "Ana" };

describe("validateSubmission", () => {
  it("accepts valid sign-in values and leaves the username out", () => {
    expect(validateSubmission("signIn", { ...good, username: "" })).toEqual({
      ok: true,
      value: { mode: "signIn", input: { email: "ana@example.com", password: "Secret123" } },
    });
  });

  it("checks email and password together", () => {
    for (const values of [
      { ...good, email: "ana@example" },
      { ...good, email: "ana@example.museum" },
      { ...good, password: "secret123" },
      { ...good, password: "Secret12".slice(0, 7) },
      { ...good, password: "SecretSecret" },
    ]) {
      expect(validateSubmission("signIn", values)).toEqual({ ok: false, error: { code: "credentials_format" } });
    }
  });

  it("trims the username and requires 1–40 characters in sign-up", () => {
    expect(validateSubmission("signUp", { ...good, username: "  Ana Ruiz  " })).toMatchObject({
      ok: true,
      value: { input: { username: "Ana Ruiz" } },
    });
    expect(validateSubmission("signUp", { ...good, username: "   " })).toEqual({
      ok: false,
      error: { code: "username" },
    });
    expect(validateSubmission("signUp", { ...good, username: "x".repeat(41) })).toEqual({
      ok: false,
      error: { code: "username" },
    });
  });

  it("trims stray spaces around the email", () => {
    expect(validateSubmission("signIn", { ...good, email: " ana@example.com " })).toMatchObject({
      ok: true,
      value: { input: { email: "ana@example.com" } },
    });
  });
});
