import { describe, expect, it } from "vitest";
import { CATALOG_CONFIG } from "../../../../tests/kit/store";
import { createAuthClients } from "./create-auth-client";

const FIREBASE_WITHOUT_WEB_CONFIG = {
  ...CATALOG_CONFIG,
  providers: { ...CATALOG_CONFIG.providers, auth: "firebase" },
} as const;

describe("createAuthClients", () => {
  it("builds one client per page; another page's source has its own (no module state)", async () => {
    const page = createAuthClients();
    const client = await page.clientFor(CATALOG_CONFIG);
    expect(client.kind).toBe("local");
    expect(await page.clientFor(CATALOG_CONFIG)).toBe(client);
    expect(await createAuthClients().clientFor(CATALOG_CONFIG)).not.toBe(client);
  });

  it("sends no bearer token with local accounts (the session cookie proves who calls)", async () => {
    const page = createAuthClients();
    expect(await page.target.idToken?.()).toBeNull();
    await page.clientFor(CATALOG_CONFIG);
    expect(await page.target.idToken?.()).toBeNull();
    expect(page.target.origin).toBe("");
  });

  it("forgets a client that failed to load, so the next call tries again", async () => {
    const page = createAuthClients();
    const first = page.clientFor(FIREBASE_WITHOUT_WEB_CONFIG);
    await expect(first).rejects.toThrow(/firebase web config/);
    const second = page.clientFor(FIREBASE_WITHOUT_WEB_CONFIG);
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow(/firebase web config/);
  });
});
