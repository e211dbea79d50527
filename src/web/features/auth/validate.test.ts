import { describe, expect, it } from "vitest";
import { SignUpSchema, UsernameSchema } from "../../../contract/requests";
import { displayNameOf, validateSubmission } from "./validate";

const good = { email: "ana@example.com", password: "Secret123", username: "Ana" };

describe("validateSubmission", () => {
  it("accepts valid sign-in values and leaves the username out", async () => {
    expect(await validateSubmission("signIn", { ...good, username: "" })).toEqual({
      ok: true,
      value: { mode: "signIn", input: { email: "ana@example.com", password: "Secret123" } },
    });
  });

  it("checks email and password together, naming only the field that is wrong", async () => {
    for (const values of [
      { ...good, email: "ana@example" },
      { ...good, email: "ana.example.com" },
    ]) {
      for (const mode of ["signIn", "signUp"] as const) {
        expect(await validateSubmission(mode, values)).toEqual({
          ok: false,
          error: { code: "credentials_format", fields: ["email"] },
        });
      }
    }
    for (const values of [
      { ...good, password: "secret123" },
      { ...good, password: "Secret12".slice(0, 7) },
      { ...good, password: "SecretSecret" },
    ]) {
      expect(await validateSubmission("signUp", values)).toEqual({
        ok: false,
        error: { code: "credentials_format", fields: ["password"] },
      });
    }
    expect(await validateSubmission("signUp", { ...good, email: "ana@", password: "short" })).toEqual({
      ok: false,
      error: { code: "credentials_format", fields: ["email", "password"] },
    });
  });

  it("trims the username and requires 1–40 characters in sign-up", async () => {
    expect(await validateSubmission("signUp", { ...good, username: "  Ana Ruiz  " })).toMatchObject({
      ok: true,
      value: { input: { username: "Ana Ruiz" } },
    });
    expect(await validateSubmission("signUp", { ...good, username: "   " })).toEqual({
      ok: false,
      error: { code: "username" },
    });
    expect(await validateSubmission("signUp", { ...good, username: "x".repeat(41) })).toEqual({
      ok: false,
      error: { code: "username" },
    });
  });

  it("refuses line breaks and control or format characters in the username, as the server does", async () => {
    for (const username of ["Ada\n\nURGENT: call first", "Ada\u202eevil", "A\u200bda", "Ada\u2028x", "Ada\tB"]) {
      expect(await validateSubmission("signUp", { ...good, username })).toEqual({
        ok: false,
        error: { code: "username" },
      });
      expect(SignUpSchema.safeParse({ ...good, username }).success).toBe(false);
    }
    expect(await validateSubmission("signUp", { ...good, username: "أنا ✨ Ana" })).toMatchObject({ ok: true });
    expect(SignUpSchema.safeParse({ ...good, username: "أنا ✨ Ana" }).success).toBe(true);
  });

  it("accepts exactly the display names the contract's UsernameSchema accepts, trimmed as it trims them", async () => {
    const names = [
      " Ana ",
      "",
      "x".repeat(40),
      "x".repeat(41),
      "Ѕupport Team",
      "Support Team",
      "⠀⠀",
      "a\u0301\u0301\u0301",
      "أنا",
    ];
    for (const name of names) {
      const contract = UsernameSchema.safeParse(name);
      expect(await displayNameOf(name), JSON.stringify(name)).toBe(contract.success ? contract.data : undefined);
    }
    expect(await displayNameOf(" Ana ")).toBe("Ana");
    expect(await displayNameOf("Ѕupport Team")).toBeUndefined();
  });

  it("trims stray spaces around the email", async () => {
    expect(await validateSubmission("signIn", { ...good, email: " ana@example.com " })).toMatchObject({
      ok: true,
      value: { input: { email: "ana@example.com" } },
    });
  });
});
