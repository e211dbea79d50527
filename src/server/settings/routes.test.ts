import { describe, expect, it } from "vitest";
import { SettingsSchema } from "../../contract/settings.js";
import { createApp } from "../app.js";
import { cookieHeader, GOOD_PASSWORD, signUpCookie, uniqueEmail } from "../auth/auth-test-kit.js";
import { serversPerTest, userOf, writeAfterDeletion } from "../server-test-kit.js";

const start = serversPerTest("settings-routes");

async function server() {
  const { app, services } = await start();
  const json = { "content-type": "application/json" };
  const signUp = (email = uniqueEmail("lang")) => signUpCookie(app, email);
  const read = (cookie: string) => app.request("/api/settings", { headers: { cookie } });
  const choose = (cookie: string, language: unknown) =>
    app.request("/api/settings", { method: "PUT", headers: { cookie, ...json }, body: JSON.stringify({ language }) });
  return { app, services, signUp, read, choose };
}

describe("/api/settings (the account's language)", () => {
  it("remembers the language an account chose, for that account only, in any session", async () => {
    const { signUp, read, choose, app } = await server();
    const email = uniqueEmail("lang");
    const ana = await signUp(email);
    const ben = await signUp();
    expect(SettingsSchema.parse(await (await read(ana)).json())).toEqual({ language: null });
    const chosen = await choose(ana, "AR");
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ language: "AR" });
    expect(await (await read(ben)).json()).toEqual({ language: null });

    const again = await app.request("/api/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    const otherBrowser = cookieHeader(again);
    const answer = await read(otherBrowser);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await answer.json()).toEqual({ language: "AR" });
  });

  it("refuses other languages and visitors without a session", async () => {
    const { signUp, read, choose } = await server();
    const cookie = await signUp();
    for (const bad of ["FR", "en", null, 3]) expect((await choose(cookie, bad)).status, String(bad)).toBe(400);
    expect((await read("")).status).toBe(401);
    expect((await choose("", "EN")).status).toBe(401);
  });

  it("refuses a change that reaches the store after the account was deleted, and keeps no row", async () => {
    const { services, signUp } = await server();
    const cookie = await signUp();
    const user = await userOf(services, cookie);
    // A slow write: the change waits at the store's door until the account is gone, then goes in.
    const real = services.deps.settings;
    const json = { cookie, "content-type": "application/json" };
    const answer = await writeAfterDeletion(
      real.setLanguage,
      (setLanguage) => createApp({ ...services.deps, settings: { ...real, setLanguage } }),
      cookie,
      (app) => app.request("/api/settings", { method: "PUT", headers: json, body: '{"language":"AR"}' }),
    );
    expect(answer.status).toBe(401);
    expect(await real.language(user.uid)).toBeNull();
  });

  it("is removed with the account", async () => {
    const { services, signUp, choose } = await server();
    const cookie = await signUp();
    await choose(cookie, "spanish");
    const user = await userOf(services, cookie);
    expect(services.deps.userData).toContain(services.deps.settings);
    for (const store of services.deps.userData) await store.deleteAll(user.uid);
    expect(await services.deps.settings.language(user.uid)).toBeNull();
  });
});
