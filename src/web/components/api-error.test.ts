import { describe, expect, it } from "vitest";
import { apiProblemOf } from "./api-error";

describe("apiProblemOf", () => {
  it("reads the contract's error body with its code, retryAfter and details", () => {
    const error = { status: 429, data: { error: { code: "ai_rate_limited", retryAfter: 7 } } };
    expect(apiProblemOf(error)).toEqual({ kind: "code", code: "ai_rate_limited", retryAfter: 7 });
    const model = { status: 404, data: { error: { code: "ai_model_not_found", details: ["gpt-x"] } } };
    expect(apiProblemOf(model)).toEqual({ kind: "code", code: "ai_model_not_found", details: ["gpt-x"] });
  });

  it("tells an abort (thunk or fetch) from a network failure", () => {
    expect(apiProblemOf({ name: "AbortError", message: "Aborted" })).toEqual({ kind: "aborted" });
    expect(apiProblemOf({ status: "FETCH_ERROR", error: "AbortError: signal is aborted" })).toEqual({
      kind: "aborted",
    });
    expect(apiProblemOf({ status: "FETCH_ERROR", error: "TypeError: Failed to fetch" })).toEqual({ kind: "network" });
  });

  it("calls anything else unknown: a body outside the contract, a parse failure, nothing", () => {
    expect(apiProblemOf({ status: 502, data: "<html>Bad gateway</html>" })).toEqual({ kind: "unknown" });
    expect(apiProblemOf({ status: 500, data: { error: { code: "made_up" } } })).toEqual({ kind: "unknown" });
    expect(apiProblemOf({ name: "ZodError", message: "bad shape" })).toEqual({ kind: "unknown" });
    expect(apiProblemOf(undefined)).toEqual({ kind: "unknown" });
  });
});
