import { describe, expect, it } from "vitest";
import { browseErrorMessage } from "./error-message";
import { browseStrings } from "./strings";

describe("browseErrorMessage", () => {
  const t = browseStrings.EN;
  it("adds upstream_auth and falls back to the caller's line", () => {
    expect(browseErrorMessage({ kind: "code", code: "upstream_auth" }, t, "EN", "R")).toBe(t.upstreamAuth);
    expect(browseErrorMessage({ kind: "code", code: "not_found" }, t, "EN", "R", "row failed")).toBe("row failed");
    expect(browseErrorMessage({ kind: "code", code: "rate_limited", retryAfter: 4 }, t, "EN", "R")).toBe(
      "Too many requests, try again in 4 seconds.",
    );
  });
});
