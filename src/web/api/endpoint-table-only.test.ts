import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The page asks the API only through rows of the endpoint table (`src/contract/*-endpoints.ts`):
 * `apiRequest(SITE_ENDPOINTS.config, …)`, or an RTK Query endpoint's `{ endpoint, params }`. A path
 * typed by hand, or an answer read as `z.unknown()`, would drift from the server unseen.
 */

const WEB = join(import.meta.dirname, "..");

/** The page's own code: every `.ts`/`.tsx` file of `src/web` but the tests. */
function pageFiles(): string[] {
  return readdirSync(WEB, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
}

/** Each line of the page's code that `pattern` finds, as `file:line: text`. */
function linesMatching(pattern: RegExp): string[] {
  return pageFiles().flatMap((file) =>
    readFileSync(join(WEB, file), "utf8")
      .split("\n")
      .flatMap((text, index) => (pattern.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : [])),
  );
}

describe("the page's requests come from the endpoint table", () => {
  it("has no API path written by hand (a quote or backtick followed by /api)", () => {
    expect(linesMatching(/['"`]\/api/)).toEqual([]);
  });

  it("reads no answer as z.unknown(): each row's schema parses it", () => {
    expect(linesMatching(/z\.unknown\(\)/)).toEqual([]);
  });

  it("finds the page's files (the walk is not vacuous)", () => {
    expect(pageFiles()).toContain(join("api", "request.ts"));
  });
});
