import { describe, expect, it } from "vitest";
import { ExportAnswerSchema } from "../../contract/my-data.js";
import { signUpCookie, uniqueEmail } from "../auth/auth-test-kit.js";
import { Catalog } from "../movies/catalog/catalog.js";
import { serversPerTest } from "../server-test-kit.js";

const start = serversPerTest("my-data");
const catalog = Catalog.load();
const film = (title: string) => {
  const found = catalog.films.find((f) => f.title === title);
  if (!found) throw new Error(`${title} is not in the catalogue`);
  return found;
};

describe("GET /api/my-data/export", () => {
  it("gives the account, My List, ratings, seen films and settings, and My List as CSV", async () => {
    const { app } = await start();
    const email = uniqueEmail("export");
    const cookie = await signUpCookie(app, email, "Exporter");
    const json = { cookie, "content-type": "application/json" };
    const alien = film("Alien");
    const nemo = film("Finding Nemo");
    await app.request(`/api/my-list/${alien.id}`, { method: "PUT", headers: { cookie } });
    await app.request(`/api/taste/${nemo.id}`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ rating: "love", seen: true, title: "Finding Nemo", release_date: "2003-05-30" }),
    });
    await app.request(`/api/taste/${alien.id}`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ rating: null, seen: true, title: "Alien" }),
    });
    await app.request("/api/settings", { method: "PUT", headers: json, body: '{"language":"AR"}' });

    const res = await app.request("/api/my-data/export", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { data, myListCsv } = ExportAnswerSchema.parse(await res.json());
    expect(data.source).toBe("catalog");
    expect(data.account).toMatchObject({ email, name: "Exporter" });
    expect(data.myList.map((m) => m.id)).toEqual([alien.id]);
    expect(data.ratings).toEqual([{ id: nemo.id, title: "Finding Nemo", release_date: "2003-05-30", rating: "love" }]);
    expect(data.seen.map((f) => f.id).sort()).toEqual([alien.id, nemo.id].sort());
    expect(data.settings).toEqual({ language: "AR" });
    // My List's films as the movie source describes them (the list keeps ids only).
    expect(myListCsv).toBe('"Title","Year","tmdbID"\r\n"Alien","1979",""\r\n');
  });

  it("is signed-in only, and another account's export holds none of it", async () => {
    const { app } = await start();
    expect((await app.request("/api/my-data/export")).status).toBe(401);
    const cookie = await signUpCookie(app, uniqueEmail("export"), "Other");
    const { data } = ExportAnswerSchema.parse(
      await (await app.request("/api/my-data/export", { headers: { cookie } })).json(),
    );
    expect([data.myList, data.ratings, data.seen]).toEqual([[], [], []]);
  });
});
