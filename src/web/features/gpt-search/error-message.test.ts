import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../contract/errors";
import { LANGUAGE_IDS } from "../../../contract/language";
import { gptErrorMessage } from "./error-message";
import { gptStrings } from "./strings";

const EN = gptStrings.EN;
const code = (c: (typeof ERROR_CODES)[number], extra: object = {}) => ({ kind: "code" as const, code: c, ...extra });

describe("gptErrorMessage", () => {
  it("gives each AI error kind its own message", () => {
    expect(gptErrorMessage(code("ai_unreachable"), EN, "EN", "Reelwise")).toBe("The AI service could not be reached");
    expect(gptErrorMessage(code("ai_bad_request"), EN, "EN", "Reelwise")).toBe(
      "The AI service could not understand this request",
    );
    expect(gptErrorMessage(code("ai_auth"), EN, "EN", "Reelwise")).toBe("The AI service rejected our credentials");
    expect(gptErrorMessage(code("ai_model_not_found", { details: ["llama3"] }), EN, "EN", "R")).toBe(
      "The AI model llama3 is not available",
    );
    expect(gptErrorMessage(code("ai_unavailable"), EN, "EN", "R")).toBe("The AI service is having trouble");
    expect(gptErrorMessage(code("bad_request"), EN, "EN", "R")).toBe("Please type between 1 and 300 characters");
    expect(gptErrorMessage({ kind: "network" }, EN, "EN", "Reelwise")).toBe(
      "We couldn't reach Reelwise. Check your connection and try again.",
    );
  });

  it("shows the quota text for ai_quota and for nothing else", () => {
    expect(gptErrorMessage(code("ai_quota"), EN, "EN", "R")).toBe("You exceeded your current quota!");
    for (const other of ERROR_CODES.filter((c) => c !== "ai_quota")) {
      expect(gptErrorMessage(code(other), EN, "EN", "R")).not.toBe("You exceeded your current quota!");
    }
  });

  it("says nothing for a request a newer query aborted", () => {
    expect(gptErrorMessage({ kind: "aborted" }, EN, "EN", "R")).toBeNull();
  });

  it("counts seconds with each language's plural forms", () => {
    const wait = (n: number, language: (typeof LANGUAGE_IDS)[number]) =>
      gptErrorMessage(code("ai_rate_limited", { retryAfter: n }), gptStrings[language], language, "R");
    expect(wait(1, "EN")).toBe("Too many searches, try again in 1 second");
    expect(wait(12, "EN")).toBe("Too many searches, try again in 12 seconds");
    expect(wait(1, "spanish")).toBe("Demasiadas búsquedas; inténtalo de nuevo en 1 segundo");
    expect(wait(2, "AR")).toContain("ثانيتين");
    expect(wait(3, "AR")).toContain("ثوانٍ");
    expect(gptErrorMessage(code("rate_limited", { retryAfter: 5 }), EN, "EN", "R")).toBe(
      "Too many searches, try again in 5 seconds",
    );
  });

  it("has every message in every language, none empty", () => {
    for (const language of LANGUAGE_IDS) {
      for (const c of ERROR_CODES) {
        const message = gptErrorMessage(
          code(c, { retryAfter: 2, details: ["m"] }),
          gptStrings[language],
          language,
          "R",
        );
        expect(message?.trim().length, `${language} ${c}`).toBeGreaterThan(0);
      }
    }
  });
});
