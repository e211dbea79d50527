import { describe, expect, it } from "vitest";
import { CredentialsSchema, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PasswordSchema } from "./auth.js";

/** One rule, read by the page's forms and the server's schemas alike. */
describe("EMAIL_PATTERN", () => {
  it.each([
    "maria@reel.studio",
    "ana@example.com",
    "first.last+movies@mail.example.co.uk",
    "x@sub-domain.example.photography",
    "n@example.museum",
  ])("accepts %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    "someone@example",
    "no-at-sign.example.com",
    "two@@example.com",
    "space in@example.com",
    "a@example.c",
    "a@example.c0m",
    "a@-bad.example.com",
    "a@bad-.example.com",
    "a@example..com",
    `a@example.${"x".repeat(64)}`,
  ])("refuses %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });

  it("is the rule the server's schema applies", () => {
    const password = "Secret123";
    expect(CredentialsSchema.safeParse({ email: "maria@reel.studio", password }).success).toBe(true);
    expect(CredentialsSchema.safeParse({ email: "someone@example", password }).success).toBe(false);
  });
});

/** The password rule, the one the forms, the schemas and better-auth's length settings all take. */
describe("PasswordSchema", () => {
  it.each(["Secret12", "Secret123", `A1${"a".repeat(PASSWORD_MAX_LENGTH - 2)}`])("accepts %s", (password) => {
    expect(PasswordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    "Secre12",
    "secret123",
    "SECRET123",
    "SecretSecret",
    "Secret12\n",
    `A1${"a".repeat(PASSWORD_MAX_LENGTH - 1)}`,
  ])("refuses %j", (password) => {
    expect(PasswordSchema.safeParse(password).success).toBe(false);
  });
});
