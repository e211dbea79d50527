import { beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "../catalog/catalog.js";
import type { Film } from "../catalog/film.js";
import { artKindOf, BACKDROP, backdropSvg, escapeXml, layoutTitle, POSTER, posterSvg } from "./poster-art.js";

let catalog: Catalog;
beforeAll(() => {
  catalog = Catalog.load();
});

const BARE_AMP = /&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/;

/**
 * A strict-enough XML well-formedness check: balanced tags, quoted attributes, no raw `<`/`>` or bare
 * `&` in text or attribute values, nothing after the root. Throws on the first fault; returns the root's attributes.
 */
function checkXml(xml: string): Record<string, string> {
  const fail = (why: string, at: number) => {
    throw new Error(`${why} at ${at}: …${xml.slice(Math.max(0, at - 40), at + 40)}…`);
  };
  const stack: string[] = [];
  let root: Record<string, string> | undefined;
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let at = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    if (m.index === 0 && at === 0 && m[2] !== "svg") fail("root is not <svg>", 0);
    if (/[<>]/.test(xml.slice(at, m.index)) || BARE_AMP.test(xml.slice(at, m.index))) fail("bad text", at);
    if (stack.length === 0 && root) fail("content after the root", m.index);
    at = m.index + m[0].length;
    const [, close, name, attrs = "", selfClose] = m;
    const pairs = [...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)];
    if (pairs.some(([, , v]) => BARE_AMP.test(v ?? ""))) fail("bare & in an attribute", m.index);
    root ??= Object.fromEntries(pairs.map(([, k, v]) => [k, v]));
    if (close && stack.pop() !== name) fail(`unbalanced </${name}>`, m.index);
    else if (!close && !selfClose) stack.push(name as string);
  }
  if (at !== xml.length || stack.length > 0) fail("unclosed or trailing content", at);
  return root ?? {};
}

const fake = (over: Partial<Film>): Film => ({
  ...(catalog.films[0] as Film),
  id: 12345,
  title: "Tom & Jerry <3 \"Quotes\" 'n' Friends",
  director: "A & B",
  distributor: "<Dist>",
  ...over,
});

describe("posterSvg", () => {
  it("(the checker itself rejects malformed SVG)", () => {
    expect(() => checkXml('<svg width="1"><g></svg>')).toThrow(/unbalanced/);
    expect(() => checkXml("<svg><text>Tom & Jerry</text></svg>")).toThrow(/bad text/);
    expect(() => checkXml("<svg><text>a <3</text></svg>")).toThrow();
    expect(() => checkXml("<svg/><svg/>")).toThrow(/after the root/);
    expect(checkXml('<svg width="500"><text>Tom &#38; Jerry</text></svg>')).toEqual({ width: "500" });
  });

  it("draws every film's poster as a well-formed 500×750 SVG of a few KB", () => {
    const sizes: number[] = [];
    for (const film of catalog.films) {
      const svg = posterSvg(film);
      const root = checkXml(svg);
      expect(root).toMatchObject({ width: "500", height: "750", viewBox: "0 0 500 750" });
      expect(svg).not.toMatch(/NaN|undefined|null|href=|url\((?!#)/);
      sizes.push(svg.length);
    }
    expect(Math.max(...sizes)).toBeLessThan(6_000);
    expect(sizes.reduce((a, b) => a + b) / sizes.length).toBeLessThan(4_000);
  });

  it("escapes titles, directors and distributors", () => {
    const svg = posterSvg(fake({}));
    checkXml(svg);
    expect(svg).toContain("&#38;");
    expect(svg).toContain("&#60;3");
    expect(svg).not.toContain("<3");
    expect(svg).not.toContain("<Dist>");
    expect(escapeXml(`<a href="x">&'`)).toBe("&#60;a href=&#34;x&#34;&#62;&#38;&#39;");
  });

  it("is deterministic per film and differs between films and genres", () => {
    const [a, b] = catalog.titleSearch("godfather", undefined, 2) as [Film, Film];
    expect(posterSvg(a)).toBe(posterSvg(a));
    expect(posterSvg(a)).not.toBe(posterSvg(b));
    const kinds = new Set(catalog.films.map(artKindOf));
    expect(kinds.size).toBeGreaterThanOrEqual(10);
    const horror = posterSvg(fake({ genre: "Horror", creativeType: null }));
    const western = posterSvg(fake({ genre: "Western", creativeType: null }));
    expect(horror.replace(/\d+/g, "")).not.toBe(western.replace(/\d+/g, ""));
  });

  it("wraps long titles onto several lines within the width", () => {
    const long = "The Assassination of Jesse James by the Coward Robert Ford";
    const { lines, size } = layoutTitle(long, { upper: true, spacing: 0.02, weight: 900 }, 420);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.join(" ")).toBe(long);
    expect(Math.max(...lines.map((l) => l.length)) * size * 0.7).toBeLessThan(420 * 1.1);
    const svg = posterSvg(fake({ title: long }));
    expect(svg.match(/<tspan/g)?.length).toBe(lines.length);
  });

  it("shows the year and the director when known, and copes without them", () => {
    const film = catalog.titleSearch("pulp fiction", undefined, 1)[0] as Film;
    const svg = posterSvg(film);
    expect(svg).toContain(">1994<");
    expect(svg).toContain("QUENTIN TARANTINO");
    checkXml(
      posterSvg(fake({ year: null, director: null, distributor: null, mpaa: null, runtime: null, genre: null })),
    );
  });
});

describe("backdropSvg", () => {
  it("draws a well-formed 1280×720 SVG for every genre", () => {
    const seen = new Set<string>();
    for (const film of catalog.films) {
      const kind = artKindOf(film);
      if (seen.has(kind)) continue;
      seen.add(kind);
      const root = checkXml(backdropSvg(film));
      expect(root).toMatchObject({ width: String(BACKDROP.w), height: String(BACKDROP.h) });
    }
    expect(POSTER).toEqual({ w: 500, h: 750 });
  });
});
