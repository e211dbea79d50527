import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { VersionSchema } from "../../contract/version.js";
import { METRICS_TOKEN, opsApp, sample, scrape } from "./ops-test-kit.js";

const { version } = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));

describe("GET /api/version", () => {
  it("answers package.json's version and the commit the image was built from (GIT_COMMIT)", async () => {
    const { app } = await opsApp({ GIT_COMMIT: "0123abcd4567", METRICS_TOKEN });
    const res = await app.request("/api/version");
    expect(res.status).toBe(200);
    expect(VersionSchema.parse(await res.json())).toEqual({ version, commit: "0123abcd4567" });
    expect(sample(await scrape(app), `reelwise_build_info{version="${version}",commit="0123abcd4567"}`)).toBe(1);
  });

  it("reads the commit from git when GIT_COMMIT is unset (a checkout)", async () => {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    const { app } = await opsApp();
    const { commit } = VersionSchema.parse(await (await app.request("/api/version")).json());
    expect(commit).toHaveLength(12);
    expect(head.startsWith(commit)).toBe(true);
  });

  it("refuses a GIT_COMMIT that is not a commit hash, naming the variable", async () => {
    await expect(opsApp({ GIT_COMMIT: "main; rm -rf" })).rejects.toThrow(/GIT_COMMIT must be a git commit hash/);
  });
});
