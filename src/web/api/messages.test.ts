import { describe, expect, it } from "vitest";
import { problemMessage, type SharedWords } from "./messages";

const words: SharedWords = {
  rateLimited: { one: "wait {count} second", other: "wait {count} seconds" },
  rateLimitedLater: "wait a moment",
  sessionEnded: "session ended",
  upstreamUnavailable: "movies down",
  somethingWrong: "oops",
};
const context = { language: "EN", brand: "Flix" } as const;

describe("problemMessage", () => {
  it("decides the shared codes in the feature's words", () => {
    expect(problemMessage({ kind: "network" }, context, words)).toBe(
      "We couldn't reach Flix. Check your connection and try again.",
    );
    expect(problemMessage({ kind: "code", code: "unauthenticated" }, context, words)).toBe("session ended");
    expect(problemMessage({ kind: "code", code: "upstream_unavailable" }, context, words)).toBe("movies down");
    expect(problemMessage({ kind: "code", code: "internal" }, context, words)).toBe("oops");
    // The database down: the same reassurance in every feature and language, never "signed out".
    expect(problemMessage({ kind: "code", code: "store_unavailable", retryAfter: 5 }, context, words)).toBe(
      "Flix is having trouble — your data is safe, try again in a moment.",
    );
    expect(problemMessage({ kind: "code", code: "store_unavailable" }, { language: "AR", brand: "Flix" }, words)).toBe(
      "يواجه Flix مشكلة — بياناتك في أمان، حاول مرة أخرى بعد قليل.",
    );
    expect(problemMessage({ kind: "unknown" }, context, words)).toBe("oops");
    expect(problemMessage({ kind: "aborted" }, context, words)).toBeNull();
  });

  it("counts the wait in whole seconds, never zero, or says 'later' when none was named", () => {
    const limited = (retryAfter?: number) =>
      problemMessage(
        { kind: "code", code: "rate_limited", ...(retryAfter !== undefined && { retryAfter }) },
        context,
        words,
      );
    expect(limited(3)).toBe("wait 3 seconds");
    expect(limited(0)).toBe("wait 1 second");
    expect(limited()).toBe("wait a moment");
  });

  it("lets a feature's own messages take precedence", () => {
    const own = { upstream_unavailable: () => "mine", forbidden: () => "no entry" };
    expect(problemMessage({ kind: "code", code: "upstream_unavailable" }, context, words, own)).toBe("mine");
    expect(problemMessage({ kind: "code", code: "forbidden" }, context, words, own)).toBe("no entry");
  });
});
