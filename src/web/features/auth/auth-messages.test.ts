import { describe, expect, it } from "vitest";
import { authProblemMessage, requirementList } from "./auth-messages";

describe("authProblemMessage", () => {
  it("gives one neutral line for bad format, wrong password and unknown account", () => {
    for (const code of ["credentials_format", "invalid_format", "invalid_credentials"] as const) {
      const problem = code === "credentials_format" ? { code, fields: ["password"] as const } : { code };
      expect(authProblemMessage(problem, "EN", "Reelwise")).toBe("Invalid Email Or Password!");
    }
  });

  it("says what went wrong with an account change or a reset link, in every language", () => {
    expect(authProblemMessage({ code: "wrong_password" }, "EN", "R")).toBe("That isn't your current password.");
    expect(authProblemMessage({ code: "invalid_reset_token" }, "spanish", "R")).toBe(
      "Este enlace caducó o ya se usó. Pide uno nuevo.",
    );
    expect(authProblemMessage({ code: "session_ended" }, "AR", "R")).toBe("تم تسجيل خروجك. سجّل الدخول مجددًا للمتابعة.");
  });

  it("says the site is having trouble, not that sign-in failed, while the server's database is down", () => {
    expect(authProblemMessage({ code: "store_unavailable" }, "EN", "Reelwise")).toBe(
      "Reelwise is having trouble — your data is safe, try again in a moment.",
    );
    expect(authProblemMessage({ code: "store_unavailable" }, "spanish", "Reelwise")).toBe(
      "Reelwise tiene problemas — tus datos están a salvo, inténtalo de nuevo en un momento.",
    );
  });

  it("counts the seconds to wait with each language's plural forms", () => {
    expect(authProblemMessage({ code: "rate_limited", retryAfter: 1 }, "EN", "R")).toBe(
      "Too many attempts. Try again in 1 second.",
    );
    expect(authProblemMessage({ code: "rate_limited", retryAfter: 42 }, "EN", "R")).toBe(
      "Too many attempts. Try again in 42 seconds.",
    );
    expect(authProblemMessage({ code: "rate_limited", retryAfter: 1 }, "spanish", "R")).toBe(
      "Demasiados intentos. Vuelve a intentarlo dentro de 1 segundo.",
    );
    expect(authProblemMessage({ code: "rate_limited", retryAfter: 2 }, "AR", "R")).toBe(
      "محاولات كثيرة جدًا. أعد المحاولة بعد ثانيتين.",
    );
    expect(authProblemMessage({ code: "rate_limited", retryAfter: 5 }, "AR", "R")).toMatch(/ثوانٍ\.$/);
    expect(authProblemMessage({ code: "rate_limited", retryAfter: 30 }, "AR", "R")).toMatch(/ثانية\.$/);
  });

  it("rounds a fractional wait up and never says zero", () => {
    expect(authProblemMessage({ code: "rate_limited", retryAfter: 0.2 }, "EN", "R")).toBe(
      "Too many attempts. Try again in 1 second.",
    );
    expect(authProblemMessage({ code: "rate_limited" }, "EN", "R")).toBe(
      "Too many attempts. Please wait a moment and try again.",
    );
  });

  it("lists unmet password requirements as a natural list", () => {
    const message = authProblemMessage(
      { code: "password_policy", unmet: [{ kind: "minLength", count: 10 }, { kind: "symbol" }] },
      "EN",
      "R",
    );
    expect(message).toBe("Your password needs at least 10 characters and a symbol.");
    expect(requirementList("spanish", [{ kind: "uppercase" }, { kind: "digit" }])).toBe(
      "una letra mayúscula y un número",
    );
  });

  it("shows an unknown provider error as its code, then its message", () => {
    const problem = { code: "provider", providerCode: "auth/internal-error", message: "Boom" } as const;
    expect(authProblemMessage(problem, "EN", "R")).toBe("auth/internal-error, Boom");
  });

  it("names the brand in the network message", () => {
    expect(authProblemMessage({ code: "network" }, "EN", "Flix")).toContain("Flix");
  });
});
