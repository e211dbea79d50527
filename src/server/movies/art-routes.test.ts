import { beforeAll, describe, expect, it } from "vitest";
import { ErrorBodySchema } from "../../contract/errors.js";
import { backdropSvg, escapeXml, posterSvg } from "./art/poster-art.js";
import type { ArtCatalog } from "./art-catalog.js";
import { ART_CACHE_CONTROL, artRoutes, MOSAIC_SIZE } from "./art-routes.js";
import { Catalog } from "./catalog/catalog.js";
import type { Film } from "./catalog/film.js";

let catalog: Catalog;
let withPoster: Film;
beforeAll(() => {
  catalog = Catalog.load();
  withPoster = catalog.titleSearch("godfather", undefined, 1)[0] as Film;
});

/** An SVG answered for a year of public caching: its text. */
async function expectArt(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  expect(res.headers.get("cache-control")).toBe(ART_CACHE_CONTROL);
  return res.text();
}

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(ErrorBodySchema.parse(await res.json()).error.code).toBe("not_found");
}

describe("GET /api/art/p/:id.svg", () => {
  it("answers the poster SVG with long-lived public cache headers", async () => {
    const res = await artRoutes(catalog).request(`/p/${withPoster.id}.svg`);
    const svg = await expectArt(res);
    expect(ART_CACHE_CONTROL).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(svg).toMatch(/^<svg [^>]*width="500" height="750"/);
    expect(svg).toContain("GODFATHER");
  });

  it("draws each picture once and answers the same bytes again from the memo", async () => {
    const drawn: string[] = [];
    const app = artRoutes(catalog, {
      poster(film) {
        drawn.push(`p${film.id}`);
        return posterSvg(film);
      },
      backdrop(film) {
        drawn.push(`b${film.id}`);
        return backdropSvg(film);
      },
    });
    const first = await (await app.request(`/p/${withPoster.id}.svg`)).text();
    for (let i = 0; i < 20; i++) expect(await (await app.request(`/p/${withPoster.id}.svg`)).text()).toBe(first);
    await app.request(`/b/${withPoster.id}.svg`);
    await app.request(`/b/${withPoster.id}.svg`);
    expect(drawn).toEqual([`p${withPoster.id}`, `b${withPoster.id}`]);
  });

  it("every poster_path of the four lists answers an SVG", async () => {
    const app = artRoutes(catalog);
    for (const kind of ["now-playing", "popular", "upcoming", "top-rated"] as const) {
      for (const film of catalog.list(kind).filter((f) => f.hasPoster)) {
        const res = await app.request(`/p/${film.id}.svg`);
        expect(res.status).toBe(200);
        expect(await res.text()).toMatch(/^<svg [\s\S]*<\/svg>$/);
      }
    }
  });

  it.each([
    ["an unknown id", "/p/1.svg"],
    ["a malformed name", "/p/abc.svg"],
    ["a name without .svg", "/p/123"],
    ["a leading zero", "/p/0123.svg"],
    ["another extension", "/p/123.png"],
    ["an encoded path traversal", "/p/..%2f..%2fetc%2fpasswd"],
    ["a path traversal", "/p/../../etc/passwd"],
    ["an unknown route", "/x/1.svg"],
  ])("answers 404 not_found for %s", async (_name, path) => {
    await expectNotFound(await artRoutes(catalog).request(path));
  });

  it("draws a poster for every film without one: Casino (1995), and films of unknown genre", async () => {
    const app = artRoutes(catalog);
    const casino = catalog.films.find((f) => f.title === "Casino" && f.year === 1995) as Film;
    const unknownGenre = catalog.films.filter((f) => !f.hasPoster && f.genre === null);
    expect(casino.hasPoster).toBe(false);
    expect(unknownGenre.length).toBeGreaterThan(0);
    for (const film of [casino, ...unknownGenre]) {
      const svg = await expectArt(await app.request(`/p/${film.id}.svg`));
      expect(svg).toMatch(/^<svg [^>]*width="500" height="750"/);
      expect(svg).toContain(`aria-label="${escapeXml(film.title)}"`);
    }
  });

  it("answers 404 only for a film with nothing to write on a poster (but it still has a backdrop)", async () => {
    const blank: Film = { ...withPoster, id: 77, title: " – ", hasPoster: false };
    const app = artRoutes({ byId: (id) => (id === blank.id ? blank : undefined), mosaic: () => [] });
    await expectNotFound(await app.request(`/p/${blank.id}.svg`));
    expect((await app.request(`/b/${blank.id}.svg`)).status).toBe(200);
  });
});

describe("GET /api/art/b/:id.svg", () => {
  it("answers the 1280×720 backdrop with the same cache headers", async () => {
    const res = await artRoutes(catalog).request(`/b/${withPoster.id}.svg`);
    expect(await expectArt(res)).toMatch(/^<svg [^>]*width="1280" height="720"/);
  });

  it("answers 404 for an unknown id or a bad name", async () => {
    await expectNotFound(await artRoutes(catalog).request("/b/1.svg"));
    await expectNotFound(await artRoutes(catalog).request("/b/..%2fsecret.svg"));
  });
});

describe("GET /api/art/mosaic", () => {
  it("lists 36 well-known films with posters, most voted first, each poster answering", async () => {
    const app = artRoutes(catalog);
    const res = await app.request("/mosaic");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { id: number; title: string; poster_path: string }[] };
    expect(body.results).toHaveLength(MOSAIC_SIZE);
    expect(body.results[0]?.title).toBe("The Shawshank Redemption");
    const votes = body.results.map((r) => catalog.byId(r.id)?.imdbVotes ?? 0);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    for (const r of body.results) {
      expect(r.poster_path).toBe(`/p/${r.id}.svg`);
      expect((await app.request(r.poster_path)).status).toBe(200);
    }
  });
});

describe("artRoutes on any ArtCatalog", () => {
  it("serves the films it is given, and only those", async () => {
    const films = [withPoster];
    const small: ArtCatalog = {
      byId: (id) => films.find((f) => f.id === id),
      mosaic: (count) => films.slice(0, count),
    };
    const app = artRoutes(small);
    const body = (await (await app.request("/mosaic")).json()) as { results: { id: number }[] };
    expect(body.results.map((r) => r.id)).toEqual([withPoster.id]);
    expect((await app.request(`/p/${withPoster.id}.svg`)).status).toBe(200);
    const other = catalog.list("popular").find((f) => f.id !== withPoster.id && f.hasPoster) as Film;
    await expectNotFound(await app.request(`/p/${other.id}.svg`));
  });
});
