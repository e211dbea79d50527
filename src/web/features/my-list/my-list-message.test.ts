import { describe, expect, it } from "vitest";
import { myListFailureMessage, myListMessage } from "./my-list-message";
import { myListStrings } from "./strings";

describe("My List messages", () => {
  it("says which film and which change was undone, and why, in each language", () => {
    const failure = { change: "add", title: "Heat", problem: { kind: "code", code: "list_full" } } as const;
    expect(myListFailureMessage(failure, myListStrings.EN, "EN", "R")).toBe(
      "We couldn't add “Heat” to My List. My List is full: remove a film to make room.",
    );
    const removed = { change: "remove", title: "Heat", problem: { kind: "code", code: "unauthenticated" } } as const;
    expect(myListFailureMessage(removed, myListStrings.AR, "AR", "R")).toBe(
      "تعذّرت إزالة «Heat» من قائمتي. انتهت جلستك. سجّل الدخول مرة أخرى.",
    );
    expect(myListFailureMessage(failure, myListStrings.spanish, "spanish", "R")).toContain("Mi lista está llena");
  });

  it("counts the wait of a rate limit and falls back to a plain retry line", () => {
    const t = myListStrings.EN;
    expect(myListMessage({ kind: "code", code: "rate_limited", retryAfter: 3 }, t, "EN")).toBe(
      "Too many changes, try again in 3 seconds.",
    );
    expect(myListMessage({ kind: "unknown" }, t, "EN")).toBe(t.somethingWrong);
    expect(myListMessage({ kind: "code", code: "internal" }, t, "EN")).toBe(t.somethingWrong);
  });
});
