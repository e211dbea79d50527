import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { TasteSchema } from "../../contract/taste.js";
import { cookieHeader, GOOD_PASSWORD, signUpCookie, uniqueEmail } from "../auth/auth-test-kit.js";
import { deleteAccount, serversPerTest, userOf } from "../server-test-kit.js";

const start = serversPerTest("taste-routes");

const rate = (app: Hono, cookie: string, id: number | string, body: unknown) =>
  app.request(`/api/taste/${id}`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const taste = async (app: Hono, cookie: string) => {
  const res = await app.request("/api/taste", { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return TasteSchema.parse(await res.json()).films;
};

describe("/api/taste", () => {
  it("keeps each account's ratings and marks, seen from any session of it only", async () => {
    const { app } = await start();
    const email = uniqueEmail("taste");
    const ana = await signUpCookie(app, email, "Ana");
    const ben = await signUpCookie(app, uniqueEmail("taste"), "Ben");
    const alien = { rating: "love", seen: true, title: "Alien", release_date: "1979-05-25" };
    const changed = await rate(app, ana, 348, alien);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ id: 348, ...alien });
    expect((await rate(app, ana, 12, { rating: "dislike", seen: false, title: "Nemo" })).status).toBe(200);

    const again = await app.request("/api/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    const films = await taste(app, cookieHeader(again));
    expect(films.map((f) => [f.id, f.rating, f.seen])).toEqual(
      expect.arrayContaining([
        [348, "love", true],
        [12, "dislike", false],
      ]),
    );
    expect(films).toHaveLength(2);
    expect(await taste(app, ben)).toEqual([]);

    expect((await rate(app, ana, 12, { rating: null, seen: false, title: "Nemo" })).status).toBe(200);
    expect((await taste(app, ana)).map((f) => f.id)).toEqual([348]);
  });

  it("refuses bad changes and visitors without a session", async () => {
    const { app } = await start();
    const cookie = await signUpCookie(app, uniqueEmail("taste"), "C");
    const good = { rating: "like", seen: false, title: "Alien" };
    for (const bad of [
      { ...good, rating: "meh" },
      { ...good, seen: "yes" },
      { ...good, title: "" },
      { rating: "like", title: "Alien" },
    ]) {
      expect((await rate(app, cookie, 348, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await rate(app, cookie, "abc", good)).status).toBe(400);
    expect((await rate(app, cookie, 0, good)).status).toBe(400);
    expect(await taste(app, cookie)).toEqual([]);
    expect((await app.request("/api/taste")).status).toBe(401);
    expect((await rate(app, "", 348, good)).status).toBe(401);
  });

  it("is removed with the account", async () => {
    const { app, services } = await start();
    const cookie = await signUpCookie(app, uniqueEmail("taste"), "D");
    await rate(app, cookie, 348, { rating: "like", seen: true, title: "Alien" });
    const user = await userOf(services, cookie);
    expect((await deleteAccount(app, cookie)).status).toBe(200);
    expect(await services.deps.taste.films(user.uid, "catalog")).toEqual([]);
  });
});
